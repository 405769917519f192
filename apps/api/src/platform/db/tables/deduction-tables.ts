import type { Generated } from 'kysely';

// An employee's recurring deductions and garnishment orders (migration 0018). Column conventions:
// schema.ts.

export type EmployeeDeductionsTable = {
  id: string;
  company_id: string;
  employee_id: string;
  kind: string;
  label: string | null;
  amount_cents: number | null;
  percentage_basis_points: number | null;
  annual_limit_cents: number | null;
  hsa_coverage: string | null;
  employer_amount_cents: number | null;
  employer_basis_points: number | null;
  /** JSON: the match tiers `[{upToPercentOfPay, ratePercent}]`, as the API takes them. */
  employer_match: string | null;
  start_date: string;
  end_date: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type EmployeeGarnishmentsTable = {
  id: string;
  company_id: string;
  employee_id: string;
  type: string;
  case_number: string;
  issuer: string;
  amount_cents: number | null;
  percentage_basis_points: number | null;
  supports_other_family: number;
  arrears_over_12_weeks: number;
  total_owed_cents: number | null;
  exempt_amount_cents: number | null;
  payee_name: string;
  /** JSON: `{addressLine1, addressLine2, city, state, zipCode}`. */
  payee_address: string;
  start_date: string;
  end_date: string | null;
  received_on: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};
