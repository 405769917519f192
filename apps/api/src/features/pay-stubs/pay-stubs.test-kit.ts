import { payrollHarness } from '@paydesk/api/test-support/payroll-harness';

/**
 * The shared payroll harness with the demo people paid by direct deposit into their seeded
 * accounts, and the look-ups stub tests need: the stub a payroll wrote, and who else can be paid.
 */
export function payStubsHarness() {
  const { state, call, commitBonus } = payrollHarness({ paidBy: 'direct_deposit' });

  /** The id of the stub a payroll wrote for an employee. */
  async function stubIdOf(payrollId: string, employeeId: string): Promise<string> {
    const row = await state.harness.context.database.db
      .selectFrom('pay_stubs')
      .select('id')
      .where('payroll_id', '=', payrollId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Active, onboarded employees of a company, other than the ones given. */
  async function colleaguesOf(companyId: string, except: string[] = []): Promise<string[]> {
    const rows = await state.harness.context.database.db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('onboarding_complete', '=', 1)
      .where('status', '!=', 'terminated')
      .orderBy('id')
      .execute();
    return rows.map((row: { id: string }) => row.id).filter((id) => !except.includes(id));
  }

  return { state, call, commitBonus, stubIdOf, colleaguesOf };
}
