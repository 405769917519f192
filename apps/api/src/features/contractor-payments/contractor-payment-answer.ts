import type {
  ContractorPaymentItem,
  ContractorPaymentListItem,
  ContractorPaymentItemStatus,
  ContractorPaymentLine,
  ContractorPaymentStatus,
} from '@paydesk/contracts';
import type { ItemRow, RunRow } from './contractor-payment-repository';

/** A run in an ACH file is `paid` once its pay date has come: read from the clock, never written. */
export function runStatusOn(
  status: string,
  payDate: string,
  today: string,
): ContractorPaymentStatus {
  return status === 'processing' && payDate <= today ? 'paid' : (status as ContractorPaymentStatus);
}

/**
 * A pending line is paid once its run is, or on the pay date for a check (a check never goes in
 * a file); failed and voided lines stay as they are.
 */
export function itemStatusOn(
  item: Pick<ItemRow, 'status' | 'payment_method'>,
  run: ContractorPaymentStatus,
  payDate: string,
  today: string,
): ContractorPaymentItemStatus {
  if (item.status !== 'pending') return item.status as ContractorPaymentItemStatus;
  if (run === 'paid') return 'paid';
  if (item.payment_method === 'check' && run !== 'voided' && payDate <= today) return 'paid';
  return 'pending';
}

const methodOf = (method: string): ContractorPaymentLine['paymentMethod'] =>
  method === 'check' ? 'check' : 'direct_deposit';

export function toItem(
  row: ItemRow,
  run: ContractorPaymentStatus,
  payDate: string,
  today: string,
): ContractorPaymentItem {
  return {
    id: row.id,
    contractorId: row.contractor_id,
    contractorName: row.contractor_name,
    contractorType: row.contractor_type === 'business' ? 'business' : 'individual',
    amountCents: Number(row.amount_cents),
    reimbursementCents: Number(row.reimbursement_cents),
    backupWithholdingCents: Number(row.backup_withholding_cents),
    netCents: Number(row.net_cents),
    memo: row.memo,
    paymentMethod: methodOf(row.payment_method),
    status: itemStatusOn(row, run, payDate, today),
    returnCode: row.return_code,
  };
}

export function toRun(
  run: RunRow,
  items: readonly ItemRow[],
  today: string,
): ContractorPaymentListItem {
  const status = runStatusOn(run.status, run.pay_date, today);
  const amountCents = Number(run.amount_cents);
  const reimbursementCents = Number(run.reimbursement_cents);
  return {
    id: run.id,
    companyId: run.company_id,
    companyName: run.company_name,
    payDate: run.pay_date,
    status,
    items: items.map((item) => toItem(item, status, run.pay_date, today)),
    amountCents,
    reimbursementCents,
    backupWithholdingCents: Number(run.backup_withholding_cents),
    netCents: Number(run.net_cents),
    totalCents: amountCents + reimbursementCents,
    achFileId: run.ach_file_id,
    createdAt: run.created_at,
    version: Number(run.version),
  };
}

/** Runs with their lines, out of one read of every run's lines. */
export const toRuns = (runs: readonly RunRow[], items: readonly ItemRow[], today: string) =>
  runs.map((run) =>
    toRun(
      run,
      items.filter((item) => item.contractor_payment_id === run.id),
      today,
    ),
  );

/** The sums of lines: `totalCents` is what the run costs the company. */
export function totalsOf(lines: readonly Omit<ContractorPaymentLine, 'contractorName'>[]) {
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const amountCents = sum((line) => line.amountCents);
  const reimbursementCents = sum((line) => line.reimbursementCents);
  return {
    amountCents,
    reimbursementCents,
    backupWithholdingCents: sum((line) => line.backupWithholdingCents),
    netCents: sum((line) => line.netCents),
    totalCents: amountCents + reimbursementCents,
  };
}
