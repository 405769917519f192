import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { findPayrollsToPay, type PayrollToPay } from './ach-source-repository';

/**
 * The chosen payrolls, in the order chosen, each one the caller may pay: one outside the caller's
 * companies is the same 404 as one that does not exist; one not approved, or already in a file,
 * is a 409 that names it.
 */
export async function selectPayableCompanyPayrolls(
  db: Db,
  /** The caller's companies; null for every company (an administrator). */
  scope: string[] | null,
  payrollIds: readonly string[],
): Promise<PayrollToPay[]> {
  const rows = new Map((await findPayrollsToPay(db, payrollIds)).map((row) => [row.id, row]));
  const chosen = payrollIds.map((id, index) => {
    const row = rows.get(id);
    if (!row || (scope !== null && !scope.includes(row.company_id))) {
      throw new AppError('ach_file.payroll_not_found', `The payroll ${id} was not found.`, {
        path: `payrolls.${index}`,
        fieldMessage: 'was not found',
      });
    }
    return row;
  });
  for (const row of chosen) {
    if (row.ach_file_id !== null) {
      throw conflict(
        'ach_file.payroll_in_file',
        `The payroll ${row.id} (paid ${row.pay_date}) is already in the ACH file ${row.ach_file_id}: a payroll is paid by one file only.`,
      );
    }
    if (row.status !== 'approved') {
      throw conflict(
        'ach_file.payroll_not_payable',
        `The payroll ${row.id} (paid ${row.pay_date}) is ${row.status}: only an approved payroll can be paid.`,
      );
    }
    if (!row.federal_ein) {
      throw conflict(
        'ach_file.payroll_not_payable',
        `The payroll ${row.id} cannot be paid: ${row.company_name} has no EIN, which identifies it to the bank.`,
      );
    }
  }
  return chosen;
}
