import type { Db } from '@paydesk/api/platform/db/database';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { findContractorRunsToPay, type ContractorRunToPay } from './contractor-source-repository';

/**
 * The chosen contractor payment runs, in the order chosen, each one the caller may pay: one
 * outside the caller's companies is the same 404 as one that does not exist; one voided, or
 * already in a file, is a 409 that names it.
 */
export async function selectPayableContractorRuns(
  db: Db,
  /** The caller's companies; null for every company (an administrator). */
  scope: string[] | null,
  runIds: readonly string[],
): Promise<ContractorRunToPay[]> {
  const rows = new Map((await findContractorRunsToPay(db, runIds)).map((row) => [row.id, row]));
  const chosen = runIds.map((id, index) => {
    const row = rows.get(id);
    if (!row || (scope !== null && !scope.includes(row.company_id))) {
      throw new AppError(
        'ach_file.contractor_payment_not_found',
        `The contractor payment ${id} was not found.`,
        { path: `contractorPayments.${index}`, fieldMessage: 'was not found' },
      );
    }
    return row;
  });
  for (const row of chosen) {
    if (row.ach_file_id !== null) {
      throw conflict(
        'ach_file.contractor_payment_in_file',
        `The contractor payment ${row.id} (paid ${row.pay_date}) is already in the ACH file ${row.ach_file_id}: a payment is sent by one file only.`,
      );
    }
    if (row.status !== 'approved') {
      throw conflict(
        'ach_file.contractor_payment_not_payable',
        `The contractor payment ${row.id} (paid ${row.pay_date}) is ${row.status}: only an approved payment can be sent.`,
      );
    }
    if (!row.federal_ein) {
      throw conflict(
        'ach_file.contractor_payment_not_payable',
        `The contractor payment ${row.id} cannot be sent: ${row.company_name} has no EIN, which identifies it to the bank.`,
      );
    }
  }
  return chosen;
}
