import type { Db } from '@paydesk/api/platform/db/database';
import { chunksOf } from './batches';

/**
 * The stored lines of these employees' issued stubs paid from `from` to `to` (voided stubs and
 * cancelled payrolls' stubs are not issued), leaving out the payroll a draft replaces. Reads the
 * payroll feature's table, never writes it.
 */
export async function issuedStubDetails(
  db: Db,
  employeeIds: readonly string[],
  range: { from: string; to: string },
  exceptPayrollId: string | null = null,
) {
  const rows: { employee_id: string; pay_date: string; details: string }[] = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    let query = db
      .selectFrom('pay_stubs')
      .select(['employee_id', 'pay_date', 'details'])
      .where('employee_id', 'in', batch)
      .where('status', '=', 'issued')
      .where('pay_date', '>=', range.from)
      .where('pay_date', '<=', range.to);
    if (exceptPayrollId) query = query.where('payroll_id', '!=', exceptPayrollId);
    rows.push(...(await query.execute()));
  }
  return rows;
}

/** The issued stubs of one payroll, with their lines (what its remittances add up). */
export const issuedStubsOfPayroll = (db: Db, payrollId: string) =>
  db
    .selectFrom('pay_stubs')
    .select(['employee_id', 'first_name', 'last_name', 'details'])
    .where('payroll_id', '=', payrollId)
    .where('status', '=', 'issued')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();

/** A committed payroll of the company (a cancelled one still answers: it has nothing to send). */
export const findPayrollOfCompany = (db: Db, companyId: string, payrollId: string) =>
  db
    .selectFrom('payrolls')
    .select(['id', 'company_id', 'pay_date', 'status'])
    .where('id', '=', payrollId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
