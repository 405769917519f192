import type { Generated } from 'kysely';

// Payroll drafts, committed payrolls and their stubs. Column conventions: schema.ts.

type PayrollMoney = {
  gross_cents: number;
  employee_taxes_cents: number;
  employer_taxes_cents: number;
  deductions_cents: number;
  reimbursements_cents: number;
  net_pay_cents: number;
  /** What the employer adds beside the deductions (a 401(k) match): not wages (migration 0018). */
  employer_contributions_cents: Generated<number>;
};

export type PayrollDraftsTable = {
  id: string;
  company_id: string;
  pay_group_id: string;
  /** The approved payroll this draft edits. */
  payroll_id: string | null;
  type: string;
  off_cycle_reason: string | null;
  withholding: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  /** `open`, `committed` or `deleted`. */
  status: string;
  committed_payroll_id: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type PayrollDraftLinesTable = PayrollMoney & {
  draft_id: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  excluded: number;
  /** 1 when the line has nothing blocking its payment. */
  ready: number;
  /** JSON: what people entered (hours, bonus, deductions, memo). */
  inputs: string;
  /** JSON: the engine's figures, deposits and subject wages. */
  computed: string;
  /** JSON: the line's readiness entries. */
  readiness: string;
};

export type PayrollsTable = PayrollMoney & {
  id: string;
  company_id: string;
  pay_group_id: string;
  /** The draft last committed into the payroll. */
  draft_id: string;
  type: string;
  off_cycle_reason: string | null;
  status: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  memo: string | null;
  ach_file_id: string | null;
  employees: number;
  cash_requirement_cents: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type PayStubsTable = PayrollMoney & {
  id: string;
  payroll_id: string;
  company_id: string;
  employee_id: string;
  pay_group_id: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  first_name: string;
  last_name: string;
  social_security_wages_cents: number;
  medicare_wages_cents: number;
  futa_wages_cents: number;
  suta_wages_cents: number;
  supplemental_wages_cents: number;
  /** JSON: earnings, taxes and deductions with year-to-date amounts, deposits, ytd totals. */
  details: string;
  /** `issued` or `voided`. */
  status: string;
  /** `pending`, `paid`, `failed` or `voided`. */
  payment_status: string;
  return_code: string | null;
  created_at: string;
  /** When its payment was voided by hand (migration 0009); null otherwise. */
  voided_at: string | null;
};
