import * as z from '../z';

/**
 * Every failure the API reports on purpose, by domain. The API maps each code to an HTTP status
 * in one place (`apps/api/src/http/problem-status.ts`); the SPA maps codes to catalogue texts and
 * falls back to the server's `detail`. A problem body carries its code in `code`, and a field
 * error may carry its own.
 */
export const errorCodes = [
  // Generic, HTTP-level failures.
  'request.invalid',
  'request.unprocessable',
  'request.too_large',
  'request.page_key_invalid',
  'auth.unauthenticated',
  'auth.forbidden',
  'resource.not_found',
  'resource.conflict',
  'server.internal',
  // Sign-in and passwords.
  'auth.invalid_credentials',
  'auth.session_invalid',
  'auth.rate_limited',
  'auth.email_taken',
  'auth.password_invalid',
  'auth.password_too_common',
  'auth.password_wrong',
  'auth.passwords_differ',
  'auth.reset_token_invalid',
  // Companies, ownership and onboarding.
  'company.not_found',
  'company.version_stale',
  'company.status_admin_only',
  'company.owner_required',
  'company.owner_not_found',
  'company.owner_not_employee',
  'company.owner_not_active',
  'company.ownership_exceeded',
  'company.onboarding_incomplete',
  'company.onboarding_closed',
  // Employees.
  'employee.not_found',
  'employee.version_stale',
  'employee.email_taken',
  'employee.legal_id_taken',
  'employee.legal_id_locked',
  'employee.legal_id_tries',
  'employee.section_required',
  'employee.pay_group_invalid',
  'employee.state_tax_invalid',
  'employee.termination_date_invalid',
  'employee.already_terminated',
  'employee.in_current_payroll',
  'employee.invitation_invalid',
  'employee.no_sign_in',
  // Contractors (1099 payees) and their invitations.
  'contractor.not_found',
  'contractor.version_stale',
  'contractor.duplicate_tin',
  'contractor.tin_locked',
  'contractor.tin_tries',
  'contractor.email_locked',
  'contractor.email_taken',
  'contractor.inactive',
  'contractor.invitation_invalid',
  // Pay groups and their schedules.
  'pay_group.not_found',
  'pay_group.name_taken',
  'pay_group.version_stale',
  'pay_group.has_payrolls',
  'pay_group.schedule_invalid',
  // The company's local tax jurisdictions.
  'local_tax.not_found',
  'local_tax.code_taken',
  // An employee's recurring deductions and garnishment orders.
  'deduction.not_found',
  'deduction.version_stale',
  'deduction.invalid',
  'garnishment.not_found',
  'garnishment.version_stale',
  'garnishment.invalid',
  // Federal tax deposits.
  'tax_deposit.not_found',
  'tax_deposit.paid_on_invalid',
  // Tax returns marked as filed.
  'filing.not_found',
  'filing.period_open',
  'filing.filed_on_invalid',
  // Bank accounts.
  'bank_account.not_found',
  'bank_account.split_invalid',
  'bank_account.too_many',
  'bank_account.remainder_required',
  'bank_account.funding_required',
  // Payroll.
  'payroll_draft.not_found',
  'payroll_draft.version_stale',
  'payroll_draft.period_invalid',
  'payroll_draft.period_taken',
  'payroll_draft.employee_invalid',
  'payroll_draft.not_editable',
  'payroll_draft.earning_from_time_off',
  'payroll_draft.line_invalid',
  'payroll.not_found',
  'payroll.version_stale',
  'payroll.not_ready',
  'payroll.amount_too_large',
  'payroll.not_approved',
  'payroll.draft_mismatch',
  'payroll.pay_date_not_business_day',
  'payroll.tax_year_missing',
  'payroll.pay_date_other_tax_year',
  'payroll.pay_date_changes_figures',
  // Pay stubs.
  'pay_stub.not_found',
  'pay_stub.pay_date_mismatch',
  'pay_stub.not_voidable',
  'pay_stub.sent_to_bank',
  // ACH files and the bank's returns.
  'ach_file.not_found',
  'ach_file.payroll_not_found',
  'ach_file.payroll_not_payable',
  'ach_file.payroll_in_file',
  'ach_file.funding_missing',
  'ach_file.no_entries',
  'ach_file.amount_too_large',
  'ach_file.daily_limit_reached',
  'ach_file.return_file_invalid',
  // Contractor payments, their ACH files and 1099-NEC.
  'contractor_payment.not_found',
  'contractor_payment.version_stale',
  'contractor_payment.contractor_not_found',
  'contractor_payment.contractor_inactive',
  'contractor_payment.pay_date_past',
  'contractor_payment.pay_date_not_business_day',
  'contractor_payment.no_deposit_account',
  'contractor_payment.amount_too_large',
  'contractor_payment.in_file',
  'contractor_payment.not_voidable',
  'ach_file.contractor_payment_not_found',
  'ach_file.contractor_payment_not_payable',
  'ach_file.contractor_payment_in_file',
  'form_1099_nec.not_found',
  // Time off: policies, assignments and requests.
  'time_off.policy_not_found',
  'time_off.policy_version_stale',
  'time_off.already_assigned',
  'time_off.not_assigned',
  'time_off.request_not_found',
  'time_off.request_version_stale',
  'time_off.request_not_pending',
  'time_off.decision_forbidden',
  'time_off.balance_exceeded',
  'time_off.waiting_period',
  // Jobs: long work with progress.
  'job.not_found',
  'job.key_reused',
  'job.interrupted',
  'job.failed',
  'job.required',
  // The contact form.
  'contact.rate_limited',
  // The paycheck calculator.
  'paycheck.input_invalid',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorCodeSchema = z.enum(errorCodes);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
