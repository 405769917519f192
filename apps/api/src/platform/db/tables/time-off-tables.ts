import type { Generated } from 'kysely';

// Time off (migration 0019): hours are hundredths of an hour. Column conventions: schema.ts.

export type TimeOffPoliciesTable = {
  id: string;
  company_id: string;
  name: string;
  /** `vacation`, `sick`, `personal` or `holiday`. */
  kind: string;
  /** `per_hour_worked`, `per_pay_period` or `annual_grant`. */
  accrual_method: string;
  accrual_hundredths: number;
  /** Only `per_hour_worked`: the hours worked that earn `accrual_hundredths`. */
  per_hundredths: number | null;
  max_balance_hundredths: number | null;
  carryover_hundredths: number | null;
  waiting_days: number;
  allow_negative: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type TimeOffAssignmentsTable = {
  employee_id: string;
  policy_id: string;
  company_id: string;
  starting_hundredths: number;
  assigned_at: string;
};

export type TimeOffRequestsTable = {
  id: string;
  company_id: string;
  employee_id: string;
  policy_id: string;
  start_date: string;
  end_date: string;
  hundredths: number;
  note: string | null;
  /** The reader language the employee asked in; the decision mail is written in it. */
  language: string;
  /** `pending`, `approved`, `denied` or `cancelled`. */
  status: string;
  /** 0 while pending, 1 once decided. */
  status_rank: number;
  decision_note: string | null;
  decided_at: string | null;
  decided_by: string | null;
  /** The payroll and stub that paid the hours; cleared when the stub is voided. */
  payroll_id: string | null;
  pay_stub_id: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type TimeOffEntriesTable = {
  id: string;
  company_id: string;
  employee_id: string;
  policy_id: string;
  /** `starting`, `accrual`, `grant` or `usage`. */
  kind: string;
  /** Signed: a usage is negative. */
  hundredths: number;
  effective_date: string;
  payroll_id: string | null;
  pay_stub_id: string | null;
  request_id: string | null;
  created_at: string;
};

/** What a stub showed of each policy, kept as issued (a voided stub keeps it too). */
export type TimeOffStubBalancesTable = {
  pay_stub_id: string;
  policy_id: string;
  payroll_id: string;
  employee_id: string;
  used_hundredths: number;
  accrued_hundredths: number;
  balance_hundredths: number;
};
