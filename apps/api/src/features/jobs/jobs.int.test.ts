import type { Job } from '@paydesk/contracts';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { MAX_JOB_ATTEMPTS } from '@paydesk/api/platform/jobs/jobs';

// Three lines and more are committed as a job here (the default is 500).
const THRESHOLD = 2;
const { state, call, commitBonus } = payrollHarness({
  paidBy: 'check',
  env: { PAYROLL_COMMIT_JOB_THRESHOLD: String(THRESHOLD) },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the job as its client does until it has ended. */
async function ended(jobId: string, as: 'owner' | 'admin' = 'owner'): Promise<Job> {
  for (let round = 0; round < 300; round += 1) {
    await state.harness.context.jobs.idle();
    const answer = await call('GET', `/api/jobs/${jobId}`, { as, company: null });
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json<Job>();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await sleep(50);
  }
  throw new Error(`The job ${jobId} did not end.`);
}

/** A new draft of the next upcoming regular period of Lakeside Bakery: every active employee. */
async function nextDraft(): Promise<{ draftId: string; employees: number }> {
  const schedule = await call(
    'GET',
    `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=2026-11-24`,
  );
  const period = (schedule.json().items as { periodEnd: string; status: string }[]).find(
    (item) => item.status === 'upcoming',
  );
  const created = await call('POST', '/api/payroll-drafts', {
    payload: { payGroupId: state.lakesideGroup, periodEnd: period?.periodEnd },
  });
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json<{ draftId: string; summary: { employees: number } }>();
  expect(body.summary.employees).toBeGreaterThan(THRESHOLD);
  return { draftId: body.draftId, employees: body.summary.employees };
}

const payrollsOfDraft = (draftId: string) =>
  state.harness.context.database.db
    .selectFrom('payrolls')
    .select('id')
    .where('draft_id', '=', draftId)
    .execute();

const ownerId = async () =>
  (
    await state.harness.context.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@paydesk.test')
      .executeTakeFirstOrThrow()
  ).id;

describe(`jobs on ${testDatabaseKind()}`, () => {
  let payrollId = '';
  let employees = 0;

  it('commits a draft above the threshold as a job, once, however often the key is sent', async () => {
    const draft = await nextDraft();
    employees = draft.employees;
    const headers = { 'Idempotency-Key': 'commit-large-1' };
    const first = await call('POST', '/api/payrolls', {
      payload: { draftId: draft.draftId },
      headers,
    });
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json<{ jobId: string }>();
    expect(first.headers.location).toBe(`/api/jobs/${jobId}`);
    const again = await call('POST', '/api/payrolls', {
      payload: { draftId: draft.draftId },
      headers,
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ jobId });

    const job = await ended(jobId);
    expect(job).toMatchObject({
      kind: 'payroll.commit',
      status: 'succeeded',
      companyId: state.lakeside,
      subjectId: draft.draftId,
      done: employees,
      total: employees,
      error: null,
    });
    payrollId = job.result?.payrollId ?? '';
    if (testDatabaseKind() === 'postgres') {
      // The queue on PostgreSQL is pg-boss: the job went through its table, under our id.
      const queued = await sql<{
        n: number;
      }>`select count(*)::int as n from pgboss.job where id = ${jobId}`.execute(
        state.harness.context.database.db,
      );
      expect(queued.rows[0]?.n).toBe(1);
    }
    expect(await payrollsOfDraft(draft.draftId)).toEqual([{ id: payrollId }]);
    const payroll = await call('GET', `/api/payrolls/${payrollId}`);
    expect(payroll.json<{ items: unknown[] }>().items).toHaveLength(employees);

    // After the job: the same key is still that job; without a key, the payroll as always.
    const later = await call('POST', '/api/payrolls', {
      payload: { draftId: draft.draftId },
      headers,
    });
    expect(later.statusCode).toBe(202);
    expect(later.json()).toEqual({ jobId });
    const plain = await call('POST', '/api/payrolls', { payload: { draftId: draft.draftId } });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<{ id: string }>().id).toBe(payrollId);
    expect(await payrollsOfDraft(draft.draftId)).toHaveLength(1);
  });

  it('commits a draft at or under the threshold in the request, as before', async () => {
    const bonus = await commitBonus({
      employeeIds: [state.ethan],
      bonusCents: 10_000,
      payDate: '2026-12-11',
    });
    expect(bonus).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('zips one PDF per issued stub of a payroll, named for its employee and its stub', async () => {
    const { db } = state.harness.context.database;
    const voided = await db
      .selectFrom('pay_stubs')
      .select(['id', 'employee_id', 'pay_date'])
      .where('payroll_id', '=', payrollId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refused = await call('DELETE', `/api/pay-stubs/${voided.id}/payments`, {
      employee: voided.employee_id,
      headers: { 'Pay-Date': voided.pay_date },
    });
    expect(refused.statusCode, refused.body).toBe(200);

    const asked = await call('POST', `/api/payrolls/${payrollId}/pay-stubs/archive`, {
      company: null,
      headers: { 'Accept-Language': 'fr' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { jobId } = asked.json<{ jobId: string }>();
    const job = await ended(jobId);
    expect(job).toMatchObject({
      kind: 'pay-stubs.archive',
      status: 'succeeded',
      subjectId: payrollId,
      done: employees - 1,
      total: employees - 1,
      result: { fileName: `pay_stubs_${payrollId}.zip`, files: employees - 1 },
    });

    const file = await call('GET', `/api/jobs/${jobId}/file`, { company: null });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="pay_stubs_${payrollId}.zip"`,
    );
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const issued = await db
      .selectFrom('pay_stubs')
      .innerJoin('employees', 'employees.id', 'pay_stubs.employee_id')
      .select(['pay_stubs.id', 'employees.first_name', 'employees.last_name'])
      .where('payroll_id', '=', payrollId)
      .where('pay_stubs.status', '=', 'issued')
      .execute();
    expect(Object.keys(entries).sort()).toEqual(
      issued
        .map((stub) => `${stub.last_name}, ${stub.first_name} - pay_stub_${stub.id}.pdf`)
        .sort(),
    );
    expect(Object.keys(entries).some((name) => name.includes(voided.id))).toBe(false);
    for (const content of Object.values(entries)) {
      expect(Buffer.from(content.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    }
  });

  it('shows a job only to who may see its company, and a reused key for another record is a 409', async () => {
    const redwoodEmployee = (
      await state.harness.context.database.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', state.redwood)
        .where('onboarding_complete', '=', 1)
        .where('status', '!=', 'terminated')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const redwoodPayroll = await commitBonus({
      company: state.redwood,
      group: state.redwoodGroup,
      employeeIds: [redwoodEmployee],
      bonusCents: 10_000,
      payDate: '2026-12-11',
    });
    const asked = await call('POST', `/api/payrolls/${redwoodPayroll}/pay-stubs/archive`, {
      as: 'admin',
      company: null,
      headers: { 'Idempotency-Key': 'archive-1' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { jobId } = asked.json<{ jobId: string }>();
    expect((await ended(jobId, 'admin')).status).toBe('succeeded');

    for (const path of [`/api/jobs/${jobId}`, `/api/jobs/${jobId}/file`]) {
      for (const as of ['owner', 'employee'] as const) {
        const answer = await call('GET', path, { as, company: null });
        expect(answer.statusCode, `${as} ${path}`).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'job.not_found' });
      }
    }
    const foreign = await call('POST', `/api/payrolls/${redwoodPayroll}/pay-stubs/archive`, {
      company: null,
    });
    expect(foreign.statusCode).toBe(404);
    const byEmployee = await call('POST', `/api/payrolls/${payrollId}/pay-stubs/archive`, {
      as: 'employee',
      company: null,
    });
    expect(byEmployee.statusCode).toBe(404);

    const reused = await call('POST', `/api/payrolls/${payrollId}/pay-stubs/archive`, {
      as: 'admin',
      company: null,
      headers: { 'Idempotency-Key': 'archive-1' },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'job.key_reused' });
    const badKey = await call('POST', `/api/payrolls/${payrollId}/pay-stubs/archive`, {
      company: null,
      headers: { 'Idempotency-Key': 'k'.repeat(201) },
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('at start, runs again a commit a stop interrupted, and fails a job interrupted too often', async () => {
    const draft = await nextDraft();
    const { db } = state.harness.context.database;
    const requestedBy = await ownerId();
    // What a process that stopped mid-commit leaves: the job running, its transaction undone.
    const interrupted = (id: string, row: { kind: string; subject: string; attempts: number }) => ({
      id,
      kind: row.kind,
      company_id: state.lakeside,
      requested_by: requestedBy,
      request_key: null,
      subject_id: row.subject,
      input: JSON.stringify(
        row.kind === 'payroll.commit'
          ? { draftId: row.subject }
          : { payrollId: row.subject, acceptLanguage: null },
      ),
      status: 'running',
      done: 0,
      total: draft.employees,
      attempts: row.attempts,
      result: null,
      error: null,
      created_at: '2026-11-24T11:00:00.000Z',
      started_at: '2026-11-24T11:00:00.000Z',
      heartbeat_at: '2026-11-24T11:00:00.000Z',
      finished_at: null,
    });
    const commitJob = '01936f3e-0000-7000-8000-000000000001';
    const givenUp = '01936f3e-0000-7000-8000-000000000002';
    await db
      .insertInto('jobs')
      .values([
        interrupted(commitJob, { kind: 'payroll.commit', subject: draft.draftId, attempts: 1 }),
        interrupted(givenUp, {
          kind: 'pay-stubs.archive',
          subject: payrollId,
          attempts: MAX_JOB_ATTEMPTS,
        }),
      ])
      .execute();
    expect(await payrollsOfDraft(draft.draftId)).toEqual([]);

    // The restart: the workers stop and start again, and take back what was left.
    await state.harness.context.jobs.stop();
    await state.harness.context.jobs.start();

    const resumed = await ended(commitJob);
    expect(resumed).toMatchObject({ status: 'succeeded', done: draft.employees });
    expect(await payrollsOfDraft(draft.draftId)).toEqual([{ id: resumed.result?.payrollId }]);
    const stubs = await db
      .selectFrom('pay_stubs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('payroll_id', '=', resumed.result?.payrollId ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(stubs.n)).toBe(draft.employees);
    expect(await ended(givenUp)).toMatchObject({
      status: 'failed',
      error: { code: 'job.interrupted' },
    });
  });
});
