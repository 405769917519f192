import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bigNumber, nasty } from '../test-support/fuzz-values';
import { payrollHarness, type Who } from '../test-support/payroll-harness';
import { testDatabaseKind } from '../test-support/test-database';

type Method = 'POST' | 'PUT' | 'PATCH';
type Path = readonly (string | number)[];
/** A request the API takes as it is, and the places in its body a value can be spoiled. */
type Template = {
  method: Method;
  url: string;
  as: Who | null;
  body: Record<string, unknown>;
  spoilable: Path[];
};

const { state, call } = payrollHarness({ paidBy: 'check' });

/** A mark JSON never holds, where raw bytes are spliced into the text. */
const MARK = '\ue000raw\ue000';

const withValueAt = (body: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    return body.map((item, index) => (index === head ? withValueAt(item, rest, value) : item));
  }
  const record = body as Record<string, unknown>;
  return { ...record, [String(head)]: withValueAt(record[String(head)], rest, value) };
};

/** The body as JSON with bytes that are not UTF-8 in the text at `path`. */
const rawBodyWith = (body: unknown, path: Path, bytes: Uint8Array): Buffer => {
  const [before = '', after = ''] = JSON.stringify(withValueAt(body, path, MARK)).split(MARK);
  return Buffer.concat([
    Buffer.from(before),
    Buffer.from([0xc3, 0x28, ...bytes]),
    Buffer.from(after),
  ]);
};

/** A spoiled value: a nasty text or number, or the text there with a NUL added. */
const spoiler = fc.oneof(
  { arbitrary: nasty, weight: 3 },
  { arbitrary: bigNumber, weight: 2 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constant('append-nul'), weight: 2 },
);

describe(`well-formed writes with one value spoiled, on ${testDatabaseKind()}`, () => {
  let draftId = '';
  beforeAll(async () => {
    const created = await call('POST', '/api/payroll-drafts', {
      payload: {
        payGroupId: state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: '2026-12-11',
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: [state.ethan],
        },
      },
    });
    draftId = created.json<{ draftId: string }>().draftId;
  });

  const versionOf = async (url: string): Promise<number> =>
    (await call('GET', url)).json<{ version: number }>().version;

  /** The writes; each reads the version its record has now when it is picked. */
  const templates: (() => Promise<Template> | Template)[] = [
    () => ({
      method: 'POST',
      url: '/api/login',
      as: null,
      body: { username: 'owner@paydesk.test', password: 'not the password' },
      spoilable: [['username'], ['password']],
    }),
    async () => ({
      method: 'PATCH',
      url: `/api/companies/${state.lakeside}`,
      as: 'owner',
      body: {
        name: 'Lakeside Bakery LLC',
        version: await versionOf(`/api/companies/${state.lakeside}`),
      },
      spoilable: [['name'], ['version']],
    }),
    () => ({
      method: 'POST',
      url: `/api/companies/${state.lakeside}/owners`,
      as: 'owner',
      body: { ownerEmployeeId: state.ethan, ownershipPercentage: 1 },
      spoilable: [['ownerEmployeeId'], ['ownershipPercentage']],
    }),
    async () => ({
      method: 'PATCH',
      url: `/api/pay-groups/${state.lakesideGroup}`,
      as: 'owner',
      body: {
        name: 'Bakery crew',
        version: await versionOf(`/api/pay-groups/${state.lakesideGroup}`),
      },
      spoilable: [['name'], ['version']],
    }),
    async () => ({
      method: 'PUT',
      url: `/api/employees/${state.ethan}/federal-tax`,
      as: 'owner',
      body: {
        w4Version: '2019',
        filingStatus: 'married',
        allowances: 1,
        version: await versionOf(`/api/employees/${state.ethan}`),
      },
      spoilable: [['allowances'], ['version']],
    }),
    () => ({
      method: 'POST',
      url: '/api/payroll-drafts',
      as: 'owner',
      body: {
        payGroupId: state.lakesideGroup,
        offCycle: {
          reason: 'bonus',
          payDate: '2026-12-11',
          periodStart: '2026-11-14',
          periodEnd: '2026-11-27',
          employeeIds: [state.ethan],
        },
      },
      spoilable: [['payGroupId'], ['offCycle', 'employeeIds', 0], ['offCycle', 'payDate']],
    }),
    async () => ({
      method: 'PUT',
      url: `/api/payroll-drafts/${draftId}`,
      as: 'owner',
      body: {
        version: await versionOf(`/api/payroll-drafts/${draftId}`),
        lines: [{ employeeId: state.ethan, bonusCents: 100, memo: 'Bonus' }],
      },
      spoilable: [
        ['version'],
        ['lines', 0, 'employeeId'],
        ['lines', 0, 'memo'],
        ['lines', 0, 'bonusCents'],
      ],
    }),
    () => ({
      method: 'POST',
      url: '/api/payrolls',
      as: 'owner',
      body: { draftId },
      spoilable: [['draftId']],
    }),
    () => ({
      method: 'POST',
      url: '/api/payments/ach/preview',
      as: 'admin',
      body: { payrolls: [draftId] },
      spoilable: [['payrolls', 0]],
    }),
    () => ({
      method: 'POST',
      url: '/api/bank-accounts',
      as: 'owner',
      body: {
        companyId: state.lakeside,
        employeeId: state.ethan,
        bankName: 'First Bank',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '12345678',
      },
      spoilable: [['companyId'], ['employeeId'], ['bankName']],
    }),
  ];

  it('never answers 5xx, and refuses a NUL or bytes that are not UTF-8 with a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        spoiler,
        // One request in five carries bytes that are not UTF-8.
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 4 },
          { arbitrary: fc.uint8Array({ maxLength: 3 }), weight: 1 },
        ),
        async (pickTemplate, pickPath, spoiled, rawBytes) => {
          const template = await templates[pickTemplate % templates.length]!();
          const path = template.spoilable[pickPath % template.spoilable.length]!;
          const original = path.reduce<unknown>(
            (value, key) => (value as Record<string, unknown>)[String(key)],
            template.body,
          );
          const value = spoiled === 'append-nul' ? `${String(original)}\u0000` : spoiled;
          const payload =
            rawBytes === null
              ? withValueAt(template.body, path, value)
              : rawBodyWith(template.body, path, rawBytes);
          const response = await call(template.method, template.url, {
            as: template.as ?? 'owner',
            ...(template.as === null ? { company: null } : {}),
            headers: {
              ...(template.as === null ? { authorization: '' } : {}),
              ...(rawBytes === null ? {} : { 'content-type': 'application/json' }),
            },
            payload: payload as Record<string, unknown>,
          });
          const what = `${template.method} ${template.url} ${JSON.stringify(path)}: ${response.body}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], what).toContain('application/problem+json');
          }
          const hasNul = typeof value === 'string' && value.includes('\u0000');
          if (rawBytes !== null || hasNul) expect(response.statusCode, what).toBe(400);
          if (typeof value === 'number' && value > 2 ** 31 - 1 && path.at(-1) === 'version') {
            expect(response.statusCode, what).toBe(400);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
