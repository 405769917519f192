import type {
  ContractorPayment,
  ContractorPaymentItemStatus,
  MyContractorPayment,
} from '@paydesk/contracts';

/** One payment of one contractor, as their payment history lists it. */
export type PaymentRow = {
  id: string;
  payDate: string;
  /** The payer (a contractor's own list names it; an owner's list is all one company). */
  companyName?: string;
  amountCents: number;
  reimbursementCents: number;
  backupWithholdingCents: number;
  netCents: number;
  memo: string | null;
  paymentMethod: 'direct_deposit' | 'check';
  status: ContractorPaymentItemStatus;
  returnCode: string | null;
};

/** A contractor's lines out of the company's runs, newest pay date first as the runs come. */
export function rowsOfContractor(
  runs: readonly ContractorPayment[],
  contractorId: string,
): PaymentRow[] {
  return runs.flatMap((run) =>
    run.items
      .filter((item) => item.contractorId === contractorId)
      .map((item) => ({ ...item, payDate: run.payDate })),
  );
}

/** The contractor's own lines, each with its payer. */
export const rowsOfMine = (items: readonly MyContractorPayment[]): PaymentRow[] =>
  items.map((item) => ({ ...item }));

/** What the year's payments add up to, as box 1 and box 4 of the 1099-NEC count them. */
export function paidInYear(rows: readonly PaymentRow[], year: number) {
  const counted = rows.filter(
    (row) =>
      row.payDate.startsWith(`${year}-`) && row.status !== 'voided' && row.status !== 'failed',
  );
  return {
    amountCents: counted.reduce((sum, row) => sum + row.amountCents, 0),
    backupWithholdingCents: counted.reduce((sum, row) => sum + row.backupWithholdingCents, 0),
  };
}
