import type { AchFile } from '@paydesk/contracts';
import type { AchFileListRow } from './ach-file-repository';

/** A file's answer; `contractorPaymentIds` only when it pays contractor runs. */
export const toAchFile = (
  row: AchFileListRow,
  payrollIds: string[],
  contractorPaymentIds: string[] = [],
): AchFile => ({
  id: row.id,
  createdAt: row.created_at,
  payrollIds,
  ...(contractorPaymentIds.length > 0 ? { contractorPaymentIds } : {}),
  entryCount: Number(row.entry_count),
  totalCreditCents: Number(row.total_credit_cents),
  totalDebitCents: Number(row.total_debit_cents),
  effectiveEntryDate: row.effective_entry_date,
});
