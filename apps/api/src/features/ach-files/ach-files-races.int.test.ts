import { addBusinessDays } from '@paydesk/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  type Answer,
  type Request,
  type ServerProcess,
} from '@paydesk/api/test-support/server-process';
import { signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

// An ACH file must pay each payroll exactly as it stands when the file is made. Voids and edits
// sent at the same instant as the file, through another server process on the same database, must
// either be seen whole by the file or lose with a 409 naming it. PostgreSQL runs two processes;
// SQLite is embedded in one process, so both streams of requests go to the same one.

// Fifty of each on PostgreSQL; SQLite orders every transaction anyway, so fewer show it holds.
const ROUNDS = testDatabaseKind() === 'postgres' ? 5 : 2;
const PAYROLLS_PER_ROUND = 10;

type Send = (request: Request) => Promise<Answer>;
type Target = { send: Send; admin: string; owner: string };

let local: TestApp;
const processes: ServerProcess[] = [];
const targets: { voids: Target; files: Target } = {} as { voids: Target; files: Target };
let ownerToken = '';
let lakeside = '';
let group = '';
let people: string[] = [];
let payDate = '';

const localSend: Send = async (request) =>
  local.app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${request.token}`, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });

async function targetOf(server: ServerProcess | null): Promise<Target> {
  if (!server) {
    const admin = (await signInAs(local.app, 'admin@paydesk.test')).accessToken;
    const owner = (await signInAs(local.app, 'owner@paydesk.test')).accessToken;
    return { send: localSend, admin, owner };
  }
  const [admin, owner] = await Promise.all([
    server.signIn('admin@paydesk.test'),
    server.signIn('owner@paydesk.test'),
  ]);
  return { send: server.send, admin, owner };
}

const asOwner = (method: Request['method'], url: string, payload?: unknown) =>
  localSend({ method, url, token: ownerToken, headers: { 'Company-ID': lakeside }, payload });

beforeAll(async () => {
  // The real clock: the server processes run on it too.
  local = await createTestApp({ seed: true });
  const { db } = local.context.database;
  ownerToken = (await signInAs(local.app, 'owner@paydesk.test')).accessToken;
  lakeside = (
    await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Lakeside Bakery LLC')
      .executeTakeFirstOrThrow()
  ).id;
  group = (
    await db
      .selectFrom('pay_groups')
      .select('id')
      .where('company_id', '=', lakeside)
      .executeTakeFirstOrThrow()
  ).id;
  // Two people paid by direct deposit into their seeded accounts.
  const accounts = await db
    .selectFrom('bank_accounts')
    .innerJoin('employees', 'employees.id', 'bank_accounts.employee_id')
    .select('employees.id')
    .where('employees.company_id', '=', lakeside)
    .where('employees.status', '=', 'active')
    .where('bank_accounts.status', '=', 'active')
    .orderBy('employees.last_name')
    .execute();
  people = [...new Set(accounts.map((row) => row.id))].slice(0, 2);
  expect(people).toHaveLength(2);
  await db
    .updateTable('employees')
    .set({ payment_method: 'direct_deposit' })
    .where('id', 'in', people)
    .execute();
  payDate = addBusinessDays(local.clock.now().toISOString().slice(0, 10), 6);

  const config = local.context.config;
  if (testDatabaseKind() === 'postgres' && config.database.kind === 'postgres') {
    const options = {
      databaseUrl: config.database.url,
      encryptionKey: config.encryptionKey.toString('hex'),
    };
    processes.push(...(await Promise.all([1, 2].map(() => startServerProcess(options)))));
    targets.voids = await targetOf(processes[0] ?? null);
    targets.files = await targetOf(processes[1] ?? null);
  } else {
    targets.voids = await targetOf(null);
    targets.files = targets.voids;
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await local?.close();
});

/** A committed bonus run paying both people: an approved payroll with two stubs. */
async function approvedPayroll(bonusCents: number) {
  const start = addBusinessDays(payDate, -15);
  const created = await asOwner('POST', '/api/payroll-drafts', {
    payGroupId: group,
    offCycle: {
      reason: 'bonus',
      payDate,
      periodStart: start,
      periodEnd: addBusinessDays(start, 9),
      employeeIds: people,
      withholding: 'supplemental',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { draftId, version } = created.json<{ draftId: string; version: number }>();
  const updated = await asOwner('PUT', `/api/payroll-drafts/${draftId}`, {
    version,
    lines: people.map((employeeId) => ({ employeeId, bonusCents })),
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const committed = await asOwner('POST', '/api/payrolls', { draftId });
  expect(committed.statusCode, committed.body).toBe(201);
  return committed.json<{ id: string; items: { employeeId: string; payStubId: string }[] }>();
}

const after = async (ms: number, send: () => Promise<Answer>) => {
  await new Promise((done) => setTimeout(done, ms));
  return send();
};
/** A void or an edit lands at a random point of the first 80 ms of a round. */
const jittered = (send: () => Promise<Answer>) => after(Math.floor(Math.random() * 80), send);
/** Each round sends its file later, so that it finds fewer and fewer changes still to come. */
const fileDelay = (round: number) => Math.round((round * 100) / Math.max(1, ROUNDS - 1));

const makeFile = (payrollIds: string[]) =>
  targets.files.send({
    method: 'POST',
    url: '/api/payments/ach/files',
    token: targets.files.admin,
    payload: { payrolls: payrollIds },
  });

/**
 * What the file pays each payroll is what the payroll pays now: one credit per deposit of each
 * issued stub, no entry for a stub voided or deleted, and the payroll's net pay in total.
 */
async function expectFilePaysPayrollsAsTheyStand(fileId: string, payrollIds: string[]) {
  const { db } = local.context.database;
  const credits = await db
    .selectFrom('ach_entries')
    .leftJoin('pay_stubs', 'pay_stubs.id', 'ach_entries.pay_stub_id')
    .select([
      'ach_entries.payroll_id',
      'ach_entries.pay_stub_id',
      'ach_entries.amount_cents',
      'pay_stubs.status',
      'pay_stubs.payroll_id as stub_payroll_id',
    ])
    .where('ach_entries.ach_file_id', '=', fileId)
    .where('ach_entries.kind', '=', 'credit')
    .execute();
  for (const credit of credits) {
    expect(credit.status, `the stub ${credit.pay_stub_id} the file pays`).toBe('issued');
    expect(credit.stub_payroll_id).toBe(credit.payroll_id);
  }
  for (const payrollId of payrollIds) {
    const payroll = await db
      .selectFrom('payrolls')
      .select(['net_pay_cents', 'ach_file_id', 'status'])
      .where('id', '=', payrollId)
      .executeTakeFirstOrThrow();
    expect(payroll).toMatchObject({ ach_file_id: fileId, status: 'processing' });
    const issued = await db
      .selectFrom('pay_stubs')
      .select(['id', 'net_pay_cents'])
      .where('payroll_id', '=', payrollId)
      .where('status', '=', 'issued')
      .execute();
    const paid = credits.filter((credit) => credit.payroll_id === payrollId);
    expect(new Set(paid.map((credit) => credit.pay_stub_id))).toEqual(
      new Set(issued.map((stub) => stub.id)),
    );
    for (const stub of issued) {
      const toStub = paid.filter((credit) => credit.pay_stub_id === stub.id);
      expect(toStub.reduce((sum, credit) => sum + Number(credit.amount_cents), 0)).toBe(
        Number(stub.net_pay_cents),
      );
    }
    expect(paid.reduce((sum, credit) => sum + Number(credit.amount_cents), 0)).toBe(
      Number(payroll.net_pay_cents),
    );
  }
}

const stubOf = (
  payroll: { items: { employeeId: string; payStubId: string }[] },
  employeeId: string | undefined,
) => payroll.items.find((item) => item.employeeId === employeeId)?.payStubId;

const outcomes = { voided: 0, voidLost: 0, edited: 0, editLost: 0 };

describe(`ACH files against voids and edits at the same instant on ${testDatabaseKind()}`, () => {
  it(`pays no voided payment (${ROUNDS * PAYROLLS_PER_ROUND} voids raced)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const payrolls = [];
      for (let index = 0; index < PAYROLLS_PER_ROUND; index += 1) {
        payrolls.push(await approvedPayroll(40_000 + index));
      }
      const ids = payrolls.map((payroll) => payroll.id);
      const [file, ...voids] = await Promise.all([
        after(fileDelay(round), () => makeFile(ids)),
        ...payrolls.map((payroll) =>
          jittered(() =>
            targets.voids.send({
              method: 'DELETE',
              url: `/api/pay-stubs/${stubOf(payroll, people[0])}/payments`,
              token: targets.voids.owner,
              headers: {
                'Company-ID': lakeside,
                'Employee-ID': people[0] ?? '',
                'Pay-Date': payDate,
              },
            }),
          ),
        ),
      ]);
      expect(file?.statusCode, file?.body).toBe(201);
      const fileId = file?.json<{ id: string }>().id ?? '';
      for (const answer of voids) {
        if (answer.statusCode === 200) {
          outcomes.voided += 1;
          continue;
        }
        outcomes.voidLost += 1;
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'pay_stub.sent_to_bank' });
        expect(answer.json<{ detail: string }>().detail).toContain(fileId);
      }
      await expectFilePaysPayrollsAsTheyStand(fileId, ids);
    }
    expect(outcomes.voided + outcomes.voidLost).toBe(ROUNDS * PAYROLLS_PER_ROUND);
  });

  it(`pays no edited payroll at its old amounts (${ROUNDS * PAYROLLS_PER_ROUND} edits raced)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const edits = [];
      for (let index = 0; index < PAYROLLS_PER_ROUND; index += 1) {
        const payroll = await approvedPayroll(30_000 + index);
        const draft = await asOwner('POST', '/api/payroll-drafts', { payrollId: payroll.id });
        expect(draft.statusCode, draft.body).toBe(201);
        const { draftId, version } = draft.json<{ draftId: string; version: number }>();
        const changed = await asOwner('PUT', `/api/payroll-drafts/${draftId}`, {
          version,
          lines: people.map((employeeId) => ({ employeeId, bonusCents: 55_000 + index })),
        });
        expect(changed.statusCode, changed.body).toBe(200);
        edits.push({ payrollId: payroll.id, draftId });
      }
      const ids = edits.map((edit) => edit.payrollId);
      const [file, ...commits] = await Promise.all([
        after(fileDelay(round), () => makeFile(ids)),
        ...edits.map((edit) =>
          jittered(() =>
            targets.voids.send({
              method: 'POST',
              url: '/api/payrolls',
              token: targets.voids.owner,
              headers: { 'Company-ID': lakeside },
              payload: edit,
            }),
          ),
        ),
      ]);
      expect(file?.statusCode, file?.body).toBe(201);
      const fileId = file?.json<{ id: string }>().id ?? '';
      for (const answer of commits) {
        if (answer.statusCode === 201) {
          outcomes.edited += 1;
          continue;
        }
        outcomes.editLost += 1;
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'payroll.not_approved' });
        expect(answer.json<{ detail: string }>().detail).toContain(fileId);
      }
      await expectFilePaysPayrollsAsTheyStand(fileId, ids);
    }
    expect(outcomes.edited + outcomes.editLost).toBe(ROUNDS * PAYROLLS_PER_ROUND);
    console.info(`ACH races on ${testDatabaseKind()}: ${JSON.stringify(outcomes)}`);
  });
});
