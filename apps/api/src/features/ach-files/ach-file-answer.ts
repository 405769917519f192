import type { AchFile } from '@paydesk/contracts';
import type { AchFileListRow } from './ach-file-repository';

export const toAchFile = (row: AchFileListRow, payrollIds: string[]): AchFile => ({
  id: row.id,
  createdAt: row.created_at,
  payrollIds,
  entryCount: Number(row.entry_count),
  totalCreditCents: Number(row.total_credit_cents),
  totalDebitCents: Number(row.total_debit_cents),
  effectiveEntryDate: row.effective_entry_date,
});
