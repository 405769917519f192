// ACH files, the payrolls each pays and each entry's trace number. Column conventions: schema.ts.

export type AchFilesTable = {
  id: string;
  created_at: string;
  created_by_user_id: string | null;
  effective_entry_date: string;
  /** A-Z then 0-9: tells apart the files made on one day. */
  file_id_modifier: string;
  /** Entry detail records: the credits and each batch's balancing debit. */
  entry_count: number;
  total_credit_cents: number;
  total_debit_cents: number;
  /** The NACHA text, AES-256-GCM sealed (platform/crypto.ts); never in clear. */
  content_encrypted: string;
};

export type AchFilePayrollsTable = {
  payroll_id: string;
  ach_file_id: string;
  company_id: string;
};

export type AchEntriesTable = {
  /** 15 digits: the ODFI's 8 and a 7-digit sequence, unique across every file. */
  trace_number: string;
  ach_file_id: string;
  company_id: string;
  payroll_id: string | null;
  /** Null for the balancing debit of the company's funding account. */
  pay_stub_id: string | null;
  /** The contractor payment line a credit pays (migration 0023); null for payroll entries. */
  contractor_payment_item_id: string | null;
  bank_account_id: string;
  /** `credit` (a deposit) or `debit` (the funding account). */
  kind: string;
  amount_cents: number;
};
