import { describe, expect, it } from 'vitest';
import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

const { state, call, commitNextPayroll } = payrollHarness({ paidBy: 'check' });

type Gap = { employeeId: string; name: string; terminationDate: string };

const gaps = async () => {
  const answer = await call('GET', `/api/companies/${state.lakeside}/w2?year=2026`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ terminatedWithoutFinalPayroll: Gap[] }>().terminatedWithoutFinalPayroll;
};

describe(`the checklist's terminated employees without a final payroll on ${testDatabaseKind()}`, () => {
  it('names those terminated in the year whose termination no issued stub’s pay period reaches', async () => {
    const { db } = state.harness.context.database;
    // The period of 14–27 November, paid 4 December, for everyone.
    const payroll = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const employees = await db
      .selectFrom('employees')
      .select(['id', 'first_name', 'last_name'])
      .where('company_id', '=', state.lakeside)
      .where('status', '=', 'active')
      // The demo people sign in: their own records stay as they are.
      .where('email', 'not like', '%@paydesk.test')
      .orderBy('id')
      .execute();
    const [covered, after, lastYear] = employees;
    expect(lastYear, 'three active demo employees').toBeDefined();
    const terminate = (id: string, date: string) =>
      db
        .updateTable('employees')
        .set({ status: 'terminated', termination_date: date, termination_reason: 'resignation' })
        .where('id', '=', id)
        .execute();
    await terminate(covered?.id ?? '', '2026-11-20'); // inside the paid period: final pay done
    await terminate(after?.id ?? '', '2026-12-01'); // after it: no final payroll yet
    await terminate(lastYear?.id ?? '', '2025-06-30'); // another tax year's business

    expect(await gaps()).toEqual([
      {
        employeeId: after?.id,
        name: `${after?.last_name}, ${after?.first_name}`,
        terminationDate: '2026-12-01',
      },
    ]);

    // Voiding the stub that paid the last period takes the final pay back.
    const stub = (
      await db
        .selectFrom('pay_stubs')
        .select('id')
        .where('employee_id', '=', covered?.id ?? '')
        .where('payroll_id', '=', payroll.id)
        .executeTakeFirstOrThrow()
    ).id;
    const voiding = await call('DELETE', `/api/pay-stubs/${stub}/payments`, {
      employee: covered?.id,
      headers: { 'Pay-Date': '2026-12-04' },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    expect((await gaps()).map((gap) => [gap.employeeId, gap.terminationDate]).sort()).toEqual(
      [
        [covered?.id, '2026-11-20'],
        [after?.id, '2026-12-01'],
      ].sort(),
    );
  });
});
