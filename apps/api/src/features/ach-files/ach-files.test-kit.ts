import { expect } from 'vitest';
import { payrollHarness, type Who } from '@paydesk/api/test-support/payroll-harness';

/**
 * The shared payroll harness (seeded demo pinned to Tuesday 2026-11-24) with the demo people paid
 * by direct deposit into their seeded accounts, and helpers to commit payrolls and put them in
 * files; `env` sets the app's settings (e.g. a lower ACH_FILE_JOB_THRESHOLD).
 */
export function achHarness(env?: Record<string, string>) {
  const { state, call, commitNextPayroll, commitBonus, signInAgain } = payrollHarness({
    paidBy: 'direct_deposit',
    ...(env ? { env } : {}),
  });

  const db = () => state.harness.context.database.db;
  const count = async (table: 'ach_files' | 'ach_entries') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  /**
   * Commits the bakery's and Redwood's next payrolls, the bakery's with one employee paid by check
   * and another one's payment voided (as the pay stub's void call leaves it).
   */
  async function commitMixedPayrolls() {
    const employees = await db()
      .selectFrom('employees')
      .select(['id', 'email'])
      .where('company_id', '=', state.lakeside)
      .where('status', '=', 'active')
      .orderBy('last_name')
      .execute();
    const byCheck = employees.find(
      (row) => row.id !== state.ethan && row.email !== 'owner@paydesk.test',
    )?.id;
    expect(byCheck, 'an active bakery employee other than the demo people').toBeDefined();
    await db()
      .updateTable('employees')
      .set({ payment_method: 'check' })
      .where('id', '=', byCheck ?? '')
      .execute();
    const lakeside = await commitNextPayroll(state.lakeside, state.lakesideGroup, 'owner');
    const redwood = await commitNextPayroll(state.redwood, state.redwoodGroup, 'admin');
    const voided = lakeside.items.find(
      (item) => item.employeeId !== byCheck && item.employeeId !== state.ethan,
    )?.payStubId;
    expect(voided, 'a bakery payment to void').toBeDefined();
    await db()
      .updateTable('pay_stubs')
      .set({ status: 'voided', payment_status: 'voided' })
      .where('id', '=', voided ?? '')
      .execute();
    return { lakeside, redwood, byCheck: byCheck ?? '', voided: voided ?? '' };
  }

  /** Puts payrolls in a new ACH file; answers the file's id. */
  async function generateFile(payrolls: string[], as: Who = 'owner') {
    const created = await call('POST', '/api/payments/ach/files', { as, payload: { payrolls } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  }

  return {
    state,
    call,
    commitNextPayroll,
    commitBonus,
    signInAgain,
    db,
    count,
    commitMixedPayrolls,
    generateFile,
  };
}
