import type { Generated } from 'kysely';
import type { CompanyStatusCountsTable } from './company-tables';

// Employees, their invitations and bank accounts. Column conventions: schema.ts.

/** Employees by status, kept by triggers (migration 0012). */
export type EmployeeStatusCountsTable = CompanyStatusCountsTable;

export type EmployeesTable = {
  id: string;
  company_id: string;
  user_id: string | null;
  employee_number: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  preferred_name: string | null;
  name_prefix: string | null;
  name_suffix: string | null;
  birth_date: string | null;
  gender: string | null;
  marital_status: string | null;
  ethnicity: string | null;
  veteran_status: string | null;
  disabilities: string | null;
  legal_id_type: string | null;
  legal_id_encrypted: string | null;
  legal_id_last4: string | null;
  email: string;
  phone_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  employment_type: string | null;
  employment_category: string | null;
  employment_authorization_status: string | null;
  job_title: string | null;
  department: string | null;
  supervisor_user_id: string | null;
  status: string;
  hire_date: string | null;
  is_new_hire: Generated<number>;
  office_address_id: string | null;
  is_remote_worker: Generated<number>;
  occupation_group: string | null;
  work_state: string | null;
  pay_group_id: string | null;
  payment_frequency: string | null;
  payment_type: string | null;
  payment_rate_cents: number | null;
  w4_version: string | null;
  federal_filing_status: string | null;
  federal_multiple_jobs: Generated<number>;
  federal_dependents_cents: Generated<number>;
  federal_other_income_cents: Generated<number>;
  federal_deductions_cents: Generated<number>;
  federal_extra_withholding_cents: Generated<number>;
  federal_allowances: Generated<number>;
  federal_exempt: Generated<number>;
  state_filing_status: string | null;
  state_exempt: Generated<number>;
  state_certificate: string | null;
  employee_will_inform_bank_account: Generated<number>;
  employee_will_inform_federal_tax: Generated<number>;
  employee_will_inform_i9_form: Generated<number>;
  employee_will_inform_state_tax: Generated<number>;
  employee_will_inform_w9_form: Generated<number>;
  termination_date: string | null;
  termination_reason: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
  payment_method: Generated<string>;
  onboarding_complete: Generated<number>;
  legal_id_digest: string | null;
  /** Who completed the section: 'employer' or 'employee' (NULL before migration 0014). */
  personal_details_by: string | null;
  federal_tax_by: string | null;
  state_tax_by: string | null;
};

export type EmployeeInvitationsTable = {
  id: string;
  employee_id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type BankAccountsTable = {
  id: string;
  company_id: string;
  /** Null for the company's funding account and a contractor's account. */
  employee_id: string | null;
  /** The contractor holding the account (migration 0022); never set with `employee_id`. */
  contractor_id: string | null;
  bank_name: string;
  account_type: string;
  routing_number: string;
  /** AES-256-GCM sealed (platform/crypto.ts); never the number in clear. */
  account_number_encrypted: string;
  account_number_last4: string;
  /** `amount`, `percentage` or `remainder` for an employee's account; null for a company's. */
  split_kind: string | null;
  split_amount_cents: number | null;
  split_basis_points: number | null;
  /** `active`, `inactive` (a replaced funding account) or `removed` (deleted). */
  status: string;
  /** The first date (`YYYY-MM-DD`) payroll may use the account: later than the day it was added
   * when the employee added it themself. */
  usable_from: string;
  added_by_self: Generated<number>;
  created_by_user_id: string | null;
  created_at: string;
  removed_at: string | null;
  removed_by_user_id: string | null;
};
