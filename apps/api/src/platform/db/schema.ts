import type { Generated } from 'kysely';

// Column conventions shared by both dialects: ids are text (UUID v7), instants are ISO 8601 UTC
// text, dates are YYYY-MM-DD text, money is integer cents, percentages are basis points, booleans
// are integers 0/1 (SQLite has no boolean type), JSON documents are text.

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  company_id: string | null;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type UserRolesTable = {
  user_id: string;
  role: string;
};

export type RefreshTokensTable = {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

export type PasswordResetTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

/** How many companies are in each status, kept by triggers on `companies` (migration 0008). */
export type CompanyStatusCountsTable = {
  status: string;
  n: number;
};

/** Employees by status, kept by triggers (migration 0012). */
export type EmployeeStatusCountsTable = CompanyStatusCountsTable;

export type CompaniesTable = {
  id: string;
  name: string;
  status: string;
  is_registered_with_irs: Generated<number>;
  federal_ein: string | null;
  federal_filing_form: string | null;
  business_entity_type: string | null;
  industry_type: string | null;
  suta_rate_basis_points: number | null;
  onboarding_draft: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
};

export type CompanyAddressesTable = {
  id: string;
  company_id: string;
  kind: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string | null;
};

export type CompanyOwnersTable = {
  company_id: string;
  employee_id: string;
  ownership_basis_points: number;
  created_at: string;
};

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

export type AuditEventsTable = {
  id: string;
  occurred_at: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  company_id: string | null;
  ip_address: string | null;
  details: string | null;
};

export type FailedSignInsTable = {
  id: string;
  account: string;
  ip_address: string;
  occurred_at: string;
};

export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  message: string;
  ip_address: string | null;
  received_at: string;
};

export type PayGroupsTable = {
  id: string;
  company_id: string;
  name: string;
  /** The name lower-cased and trimmed: one name per company, whatever its case. */
  name_key: string;
  frequency: string;
  first_period_end: string;
  first_pay_date: string;
  second_pay_day: number | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type BankAccountsTable = {
  id: string;
  company_id: string;
  /** Null for the company's funding account. */
  employee_id: string | null;
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

type PayrollMoney = {
  gross_cents: number;
  employee_taxes_cents: number;
  employer_taxes_cents: number;
  deductions_cents: number;
  reimbursements_cents: number;
  net_pay_cents: number;
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
  bank_account_id: string;
  /** `credit` (a deposit) or `debit` (the funding account). */
  kind: string;
  amount_cents: number;
};

export type DatabaseSchema = {
  ach_files: AchFilesTable;
  ach_file_payrolls: AchFilePayrollsTable;
  ach_entries: AchEntriesTable;
  payroll_drafts: PayrollDraftsTable;
  payroll_draft_lines: PayrollDraftLinesTable;
  payrolls: PayrollsTable;
  pay_stubs: PayStubsTable;
  failed_sign_ins: FailedSignInsTable;
  mail_outbox: MailOutboxTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  companies: CompaniesTable;
  company_status_counts: CompanyStatusCountsTable;
  employee_status_counts: EmployeeStatusCountsTable;
  company_addresses: CompanyAddressesTable;
  company_owners: CompanyOwnersTable;
  employees: EmployeesTable;
  audit_events: AuditEventsTable;
  contact_messages: ContactMessagesTable;
  pay_groups: PayGroupsTable;
  employee_invitations: EmployeeInvitationsTable;
  bank_accounts: BankAccountsTable;
};
