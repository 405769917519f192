import type {
  FailedSignInsTable,
  PasswordResetTokensTable,
  RefreshTokensTable,
  UserRolesTable,
  UsersTable,
} from './tables/account-tables';
import type { AchEntriesTable, AchFilePayrollsTable, AchFilesTable } from './tables/ach-tables';
import type {
  CompaniesTable,
  CompanyAddressesTable,
  CompanyLocalTaxesTable,
  CompanyOwnersTable,
  CompanyStatusCountsTable,
  PayGroupsTable,
} from './tables/company-tables';
import type { ContractorInvitationsTable, ContractorsTable } from './tables/contractor-tables';
import type {
  AchFileContractorPaymentsTable,
  ContractorPaymentItemsTable,
  ContractorPaymentsTable,
} from './tables/contractor-payment-tables';
import type { EmployeeDeductionsTable, EmployeeGarnishmentsTable } from './tables/deduction-tables';
import type {
  BankAccountsTable,
  EmployeeInvitationsTable,
  EmployeeStatusCountsTable,
  EmployeesTable,
} from './tables/employee-tables';
import type {
  PayStubsTable,
  PayrollDraftLinesTable,
  PayrollDraftsTable,
  PayrollsTable,
} from './tables/payroll-tables';
import type {
  AuditEventsTable,
  ContactMessagesTable,
  MailOutboxTable,
} from './tables/platform-tables';
import type {
  CompanyDepositSchedulesTable,
  TaxDepositPaymentsTable,
  TaxDepositRemindersTable,
  TaxFilingRecordsTable,
} from './tables/tax-deposit-tables';
import type {
  TimeOffAssignmentsTable,
  TimeOffEntriesTable,
  TimeOffPoliciesTable,
  TimeOffRequestsTable,
  TimeOffStubBalancesTable,
} from './tables/time-off-tables';
import type { JobFilesTable, JobsTable } from './tables/job-tables';
import type {
  CompanyStateTaxIdsTable,
  W2PublicationsTable,
  W2PublishedBoxesTable,
} from './tables/year-end-tables';

// Column conventions shared by both dialects: ids are text (UUID v7), instants are ISO 8601 UTC
// text, dates are YYYY-MM-DD text, money is integer cents, percentages are basis points, booleans
// are integers 0/1 (SQLite has no boolean type), JSON documents are text. The tables are written
// by group in tables/; this module names every one, as Kysely reads them.

export type * from './tables/account-tables';
export type * from './tables/ach-tables';
export type * from './tables/company-tables';
export type * from './tables/contractor-tables';
export type * from './tables/contractor-payment-tables';
export type * from './tables/deduction-tables';
export type * from './tables/employee-tables';
export type * from './tables/job-tables';
export type * from './tables/payroll-tables';
export type * from './tables/platform-tables';
export type * from './tables/tax-deposit-tables';
export type * from './tables/time-off-tables';
export type * from './tables/year-end-tables';

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
  jobs: JobsTable;
  job_files: JobFilesTable;
  pay_groups: PayGroupsTable;
  company_local_taxes: CompanyLocalTaxesTable;
  company_deposit_schedules: CompanyDepositSchedulesTable;
  tax_deposit_payments: TaxDepositPaymentsTable;
  tax_filing_records: TaxFilingRecordsTable;
  tax_deposit_reminders: TaxDepositRemindersTable;
  time_off_policies: TimeOffPoliciesTable;
  time_off_assignments: TimeOffAssignmentsTable;
  time_off_requests: TimeOffRequestsTable;
  time_off_entries: TimeOffEntriesTable;
  time_off_stub_balances: TimeOffStubBalancesTable;
  w2_publications: W2PublicationsTable;
  w2_published_boxes: W2PublishedBoxesTable;
  company_state_tax_ids: CompanyStateTaxIdsTable;
  employee_invitations: EmployeeInvitationsTable;
  bank_accounts: BankAccountsTable;
  contractors: ContractorsTable;
  contractor_invitations: ContractorInvitationsTable;
  contractor_payments: ContractorPaymentsTable;
  contractor_payment_items: ContractorPaymentItemsTable;
  ach_file_contractor_payments: AchFileContractorPaymentsTable;
  employee_deductions: EmployeeDeductionsTable;
  employee_garnishments: EmployeeGarnishmentsTable;
};
