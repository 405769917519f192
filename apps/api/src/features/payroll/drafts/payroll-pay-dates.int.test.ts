import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';
import { payrollHarness } from '../payroll.test-kit';

const { state, call } = payrollHarness();

type FieldError = { path: string; code?: string; message: string };

const offCycle = (payDate: string) =>
  call('POST', '/api/payroll-drafts', {
    payload: {
      payGroupId: state.lakesideGroup,
      offCycle: {
        reason: 'bonus',
        payDate,
        periodStart: '2026-11-14',
        periodEnd: '2026-11-27',
        employeeIds: [state.ethan],
        withholding: 'supplemental',
      },
    },
  });

const countDrafts = async () =>
  (
    await state.harness.context.database.db
      .selectFrom('payroll_drafts')
      .select('id')
      .where('status', '=', 'open')
      .execute()
  ).length;

/** A draft as one made before the pay date rule could hold it. */
const setDraftPayDate = (draftId: string, payDate: string) =>
  state.harness.context.database.db
    .updateTable('payroll_drafts')
    .set({ pay_date: payDate })
    .where('id', '=', draftId)
    .execute();

// The demo is pinned to Tuesday 24 November 2026; Thanksgiving is Thursday the 26th.
const closedDays = [
  ['a Saturday', '2026-12-12', '2026-12-11'],
  ['a Sunday', '2026-12-13', '2026-12-11'],
  ['Christmas Day', '2026-12-25', '2026-12-24'],
  ['Thanksgiving Day', '2026-11-26', '2026-11-25'],
] as const;

describe(`pay dates only on banking days and in known tax years, on ${testDatabaseKind()}`, () => {
  it.each(closedDays)(
    'refuses a new off-cycle draft paid on %s (%s), suggesting %s',
    async (reason, payDate, before) => {
      const drafts = await countDrafts();
      const refused = await offCycle(payDate);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      const problem = refused.json<{ code: string; detail: string; errors: FieldError[] }>();
      expect(problem.code).toBe('payroll.pay_date_not_business_day');
      expect(problem.detail).toContain(`${payDate} is ${reason}`);
      expect(problem.detail).toContain(`such as ${before}`);
      expect(problem.errors).toEqual([
        {
          path: 'offCycle.payDate',
          code: 'payroll.pay_date_not_business_day',
          message: expect.stringContaining(before),
        },
      ]);
      expect(await countDrafts()).toBe(drafts);
    },
  );

  it('refuses moving a draft to a day the banks are closed, and takes the business day before', async () => {
    const created = await offCycle('2026-12-11');
    expect(created.statusCode, created.body).toBe(201);
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const refused = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, payDate: '2026-12-25' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('payroll.pay_date_not_business_day');
    expect(refused.json().errors[0].path).toBe('payDate');
    const unchanged = (await call('GET', `/api/payroll-drafts/${draftId}`)).json();
    expect([unchanged.payDate, unchanged.version]).toEqual(['2026-12-11', version]);
    const moved = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, payDate: '2026-12-24' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it.each([
    ['2027-01-08', '2027 tax figures yet'],
    ['9999-12-31', '9999 tax figures yet'],
    ['2024-12-13', 'no 2024 tax figures'],
  ])('refuses a pay date in a year without tax figures (%s)', async (payDate, words) => {
    const drafts = await countDrafts();
    const refused = await offCycle(payDate);
    expect(refused.statusCode, refused.body).toBe(422);
    const problem = refused.json<{ code: string; detail: string; errors: FieldError[] }>();
    expect(problem.code).toBe('payroll.tax_year_missing');
    expect(problem.detail).toContain(words);
    expect(problem.detail).toContain('2025, 2026');
    expect(problem.errors.map((error) => [error.path, error.code])).toEqual([
      ['offCycle.payDate', 'payroll.tax_year_missing'],
    ]);
    expect(await countDrafts()).toBe(drafts);
  });

  it('refuses a draft of a schedule period paid in 2027, and a move to 9999-12-31', async () => {
    const schedule = await call(
      'GET',
      `/api/pay-groups/${state.lakesideGroup}/payroll-schedules?from=2026-12-20`,
    );
    const period = schedule
      .json<{ items: { periodEnd: string; payDate: string; taxYearMissing: number | null }[] }>()
      .items.find((item) => item.taxYearMissing === 2027);
    expect(period, schedule.body).toBeDefined();
    const refused = await call('POST', '/api/payroll-drafts', {
      payload: { payGroupId: state.lakesideGroup, periodEnd: period?.periodEnd },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('payroll.tax_year_missing');
    expect(refused.json().detail).toContain('Paydesk has no 2027 tax figures yet');
    expect(refused.json().errors[0].path).toBe('periodEnd');

    const created = await offCycle('2026-12-11');
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    const far = await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, payDate: '9999-12-31' },
    });
    expect(far.statusCode, far.body).toBe(422);
    expect(far.json().code).toBe('payroll.tax_year_missing');
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it('keeps a draft that already holds a closed day or an unknown year from committing', async () => {
    const created = await offCycle('2026-12-11');
    const { draftId } = created.json<{ draftId: string }>();
    const { db } = state.harness.context.database;
    const payrollsOfDraft = () =>
      db.selectFrom('payrolls').select('id').where('draft_id', '=', draftId).execute();

    await setDraftPayDate(draftId, '2026-12-25');
    const read = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(read.json().readiness).toContainEqual({
      code: 'payroll.pay_date_not_business_day',
      path: 'payDate',
      message: expect.stringContaining('2026-12-25 is Christmas Day'),
    });
    const refused = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('payroll.not_ready');
    expect(refused.json().errors).toContainEqual({
      code: 'payroll.pay_date_not_business_day',
      path: 'payDate',
      message: expect.stringContaining('such as 2026-12-24'),
    });
    expect(await payrollsOfDraft()).toEqual([]);

    await setDraftPayDate(draftId, '9999-12-31');
    const far = await call('GET', `/api/payroll-drafts/${draftId}`);
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json().readiness.map((item: { code: string }) => item.code)).toContain(
      'payroll.tax_year_missing',
    );
    const farCommit = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(farCommit.statusCode, farCommit.body).toBe(422);
    expect(await payrollsOfDraft()).toEqual([]);
    expect((await call('DELETE', `/api/payroll-drafts/${draftId}`)).statusCode).toBe(204);
  });

  it('refuses moving an approved payroll to a closed day or an unknown year', async () => {
    const created = await offCycle('2026-12-11');
    const { draftId, version } = created.json<{ draftId: string; version: number }>();
    await call('PUT', `/api/payroll-drafts/${draftId}`, {
      payload: { version, lines: [{ employeeId: state.ethan, bonusCents: 10_000 }] },
    });
    const committed = await call('POST', '/api/payrolls', { payload: { draftId } });
    expect(committed.statusCode, committed.body).toBe(201);
    const payroll = committed.json<{ id: string; version: number }>();
    for (const [payDate, code] of [
      ['2026-12-19', 'payroll.pay_date_not_business_day'],
      // Another tax year is refused as such, before its figures are even looked for.
      ['2027-01-08', 'payroll.pay_date_other_tax_year'],
    ]) {
      const refused = await call('PATCH', `/api/payrolls/${payroll.id}`, {
        payload: { version: payroll.version, payDate },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe(code);
    }
    const stubs = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select('pay_date')
      .where('payroll_id', '=', payroll.id)
      .execute();
    expect(stubs.map((stub) => stub.pay_date)).toEqual(['2026-12-11']);
  });
});
