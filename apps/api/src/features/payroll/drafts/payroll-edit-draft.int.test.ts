import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payrollHarness } from '../payroll.test-kit';

const { state, call } = payrollHarness();

const openEditDrafts = (payrollId: string) =>
  state.harness.context.database.db
    .selectFrom('payroll_drafts')
    .select('id')
    .where('payroll_id', '=', payrollId)
    .where('status', '=', 'open')
    .execute();

/** A committed off-cycle bonus of Ethan's, approved: a payroll to edit. */
const approvedPayroll = async () => {
  const created = await call('POST', '/api/payroll-drafts', {
    payload: {
      payGroupId: state.lakesideGroup,
      offCycle: {
        reason: 'bonus',
        payDate: '2026-12-11',
        periodStart: '2026-11-14',
        periodEnd: '2026-11-27',
        employeeIds: [state.ethan],
        withholding: 'supplemental',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { draftId, version } = created.json();
  await call('PUT', `/api/payroll-drafts/${draftId}`, {
    payload: { version, lines: [{ employeeId: state.ethan, bonusCents: 50_000 }] },
  });
  const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
  expect(committed.statusCode, committed.body).toBe(201);
  return committed.json().id as string;
};

describe(`one open edit draft per approved payroll on ${testDatabaseKind()}`, () => {
  it('answers the open draft to a second Edit of the same payroll, by anyone', async () => {
    const payrollId = await approvedPayroll();
    const first = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    expect(first.statusCode, first.body).toBe(201);
    const { draftId, version } = first.json();
    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, bonusCents: 60_000 }] },
    });

    const again = await call('POST', '/api/payroll-drafts', {
      as: 'admin',
      payload: { payrollId },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ draftId, version: version + 1 });
    // The answer is the draft as it stands, with the change already made in it.
    const draft = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(again.json().summary).toEqual(draft.json().summary);
    expect(await openEditDrafts(payrollId)).toHaveLength(1);

    const deleted = await call('DELETE', `/api/payroll-drafts/${draftId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const fresh = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().draftId).not.toBe(draftId);
    await call('DELETE', `/api/payroll-drafts/${fresh.json().draftId}`);
  });

  it('opens one draft for two Edits of the same payroll at once', async () => {
    const payrollId = await approvedPayroll();
    const answers = await Promise.all([
      call('POST', '/api/payroll-drafts', { payload: { payrollId } }),
      call('POST', '/api/payroll-drafts', { as: 'admin', payload: { payrollId } }),
      call('POST', '/api/payroll-drafts', { payload: { payrollId } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().draftId)).size).toBe(1);
    expect(await openEditDrafts(payrollId)).toHaveLength(1);
  });

  it('still refuses to edit a payroll that is not approved', async () => {
    const payrollId = await approvedPayroll();
    const open = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    const read = await call('GET', `/api/payrolls/${payrollId}`);
    const cancelled = await call('PATCH', `/api/payrolls/${payrollId}`, {
      payload: { version: read.json().version, status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('payroll.not_approved');
    expect(open.json().draftId).toBeTruthy();
  });

  it('the database itself refuses a second open edit draft', async () => {
    const payrollId = await approvedPayroll();
    const open = await call('POST', '/api/payroll-drafts', { payload: { payrollId } });
    const { db } = state.harness.context.database;
    const row = await db
      .selectFrom('payroll_drafts')
      .selectAll()
      .where('id', '=', open.json().draftId)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('payroll_drafts')
        .values({ ...row, id: `${row.id}-twin` })
        .execute(),
    ).rejects.toThrow();
    expect(await openEditDrafts(payrollId)).toHaveLength(1);
  });
});
