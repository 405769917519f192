import { describe, expect, it } from 'vitest';
import { payrollHarness } from '../test-support/payroll-harness';
import { testDatabaseKind } from '../test-support/test-database';

// Values the contracts once let through to the database: PostgreSQL refused them with a 500
// (an integer column overflowing, a NUL inside text) where SQLite answered 4xx. Both answer 400
// now, before any query.
const { state, call } = payrollHarness({ paidBy: 'check' });

const TOO_BIG = 2 ** 31;
const NUL = '\u0000';

type Problem = { code: string; errors?: { path: string }[] };

const expectRefused = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(400);
  const problem = response.json() as Problem;
  expect(problem.code).toBe('request.invalid');
  return (problem.errors ?? []).map((error) => error.path);
};

const openDraft = async () => {
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
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ draftId: string; version: number }>();
};

describe(`one database behaviour for versions and ids on ${testDatabaseKind()}`, () => {
  it('refuses a version past the integer column on company, employee, pay group, draft and payroll writes', async () => {
    const company = await call('PATCH', `/api/companies/${state.lakeside}`, {
      payload: { name: 'Lakeside Bakery LLC', version: TOO_BIG },
    });
    expect(expectRefused(company)).toEqual(['body.version']);

    const employee = (await call('GET', `/api/employees/${state.ethan}`)).json<
      Record<string, unknown>
    >();
    const profile = await call('PUT', `/api/employees/${state.ethan}/profile`, {
      payload: {
        firstName: employee.firstName,
        lastName: employee.lastName,
        phoneNumber: employee.phoneNumber,
        address: employee.address,
        version: TOO_BIG,
      },
    });
    expect(expectRefused(profile)).toEqual(['body.version']);
    const w4 = await call('PUT', `/api/employees/${state.ethan}/federal-tax`, {
      payload: { w4Version: '2019', filingStatus: 'married', allowances: 3, version: TOO_BIG },
    });
    expect(expectRefused(w4)).toContain('body.version');

    const group = await call('PATCH', `/api/pay-groups/${state.lakesideGroup}`, {
      payload: { name: 'Bakery crew', version: TOO_BIG },
    });
    expect(expectRefused(group)).toEqual(['body.version']);

    const { draftId } = await openDraft();
    const draft = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version: TOO_BIG, lines: [{ employeeId: state.ethan, bonusCents: 100 }] },
    });
    expect(expectRefused(draft)).toEqual(['body.version']);
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const payroll = committed.json<{ id: string }>();
    const patched = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: TOO_BIG, memo: 'late' },
    });
    expect(expectRefused(patched)).toEqual(['body.version']);
    // The largest version the column holds is still a version: stale, not refused.
    const largest = await call('PATCH', `/api/payrolls/${payroll.id}`, {
      payload: { version: TOO_BIG - 1, memo: 'late' },
    });
    expect(largest.statusCode, largest.body).toBe(409);
  });

  it('refuses a NUL inside each id a body names, before any query', async () => {
    const { draftId, version } = await openDraft();
    const bad = `${state.ethan}${NUL}`;
    const cases: [string, Parameters<typeof call>, string][] = [
      [
        'ownerEmployeeId',
        [
          'POST',
          `/api/companies/${state.lakeside}/owners`,
          { payload: { ownerEmployeeId: bad, ownershipPercentage: 1 } },
        ],
        'body.ownerEmployeeId',
      ],
      ['draftId', ['POST', '/api/payrolls', { payload: { draftId: `a${NUL}` } }], 'body.draftId'],
      [
        'payGroupId',
        [
          'POST',
          '/api/payroll-drafts',
          { payload: { payGroupId: `${state.lakesideGroup}${NUL}`, periodEnd: '2026-11-27' } },
        ],
        'body.payGroupId',
      ],
      [
        'payrolls[]',
        ['POST', '/api/payments/ach/preview', { as: 'admin', payload: { payrolls: [NUL] } }],
        'body.payrolls.0',
      ],
      [
        "a line's employeeId",
        [
          'PUT',
          `/api/payroll-drafts/${draftId}`,
          { payload: { version, lines: [{ employeeId: bad, bonusCents: 1 }] } },
        ],
        'body.lines.0.employeeId',
      ],
      [
        'companyId',
        [
          'POST',
          '/api/bank-accounts',
          {
            payload: {
              companyId: `${state.lakeside}${NUL}`,
              bankName: 'First Bank',
              accountType: 'checking',
              routingNumber: '021000021',
              accountNumber: '123456789',
            },
          },
        ],
        'body.companyId',
      ],
      [
        'payGroup',
        [
          'PUT',
          `/api/employees/${state.ethan}/employment-details`,
          {
            payload: {
              employmentType: 'full_time',
              employmentCategory: 'exempt',
              jobTitle: 'Baker',
              hireDate: '2020-01-01',
              workState: 'IL',
              payGroup: `${state.lakesideGroup}${NUL}`,
              paymentType: 'salary',
              paymentRate: 5_000_000,
              version: 1,
            },
          },
        ],
        'body.payGroup',
      ],
    ];
    for (const [what, args, path] of cases) {
      const response = await call(...args);
      expect(expectRefused(response), what).toContain(path);
    }
    const line = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(line.json().version).toBe(version);
  });

  it('refuses a text that is not an id where a body names a record, instead of looking it up', async () => {
    const cases: [Parameters<typeof call>, string][] = [
      [['POST', '/api/payrolls', { payload: { draftId: 'draft-1' } }], 'body.draftId'],
      [
        ['POST', '/api/payments/ach/preview', { as: 'admin', payload: { payrolls: ['p1'] } }],
        'body.payrolls.0',
      ],
      [
        [
          'POST',
          `/api/companies/${state.lakeside}/owners`,
          { payload: { ownerEmployeeId: 'ethan', ownershipPercentage: 1 } },
        ],
        'body.ownerEmployeeId',
      ],
    ];
    for (const [args, path] of cases) expect(expectRefused(await call(...args))).toEqual([path]);
  });

  it('refuses a NUL in any other text a body carries', async () => {
    const login = await state.harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: `owner@paydesk.test${NUL}`, password: 'x' },
    });
    expect(expectRefused(login)).toEqual(['body.username']);
    const search = await call('POST', '/api/pay-groups', {
      payload: {
        name: 'Night shift',
        frequency: 'weekly',
        firstPeriodEnd: '2026-11-27',
        firstPayDate: `2026-12-04${NUL}`,
      },
    });
    expect(expectRefused(search)).toContain('body.firstPayDate');
  });
});
