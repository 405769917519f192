import type { Generated } from 'kysely';

// Contractor payment runs and their lines (the contractor-payments feature's); the ACH files that
// pay runs (the ach-files feature's). Column conventions: schema.ts.

export type ContractorPaymentsTable = {
  id: string;
  company_id: string;
  pay_date: string;
  /** `approved`, `processing` (in an ACH file; `paid` is read from the pay date) or `voided`. */
  status: string;
  ach_file_id: string | null;
  amount_cents: number;
  reimbursement_cents: number;
  backup_withholding_cents: number;
  net_cents: number;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  voided_by_user_id: string | null;
  voided_at: string | null;
  version: Generated<number>;
};

export type ContractorPaymentItemsTable = {
  id: string;
  contractor_payment_id: string;
  company_id: string;
  contractor_id: string;
  /** The line's place in the run, as the owner entered it. */
  position: number;
  /** The contractor's name and `individual`/`business` at approval. */
  contractor_name: string;
  contractor_type: string;
  amount_cents: number;
  reimbursement_cents: number;
  backup_withholding_cents: number;
  net_cents: number;
  memo: string | null;
  /** `direct_deposit` or `check`, at approval. */
  payment_method: string;
  /** The deposit account chosen at approval (direct deposit only). */
  bank_account_id: string | null;
  /** `pending`, `failed` (returned by the bank) or `voided`; `paid` is read from the run. */
  status: string;
  return_code: string | null;
  ach_file_id: string | null;
};

export type AchFileContractorPaymentsTable = {
  contractor_payment_id: string;
  ach_file_id: string;
  company_id: string;
};
