/**
 * Every action the API records in the audit trail. The API writes only these, and the admin
 * dashboard names each in the reader's language (a stored event of an older version may carry
 * another code, which the dashboard shows as it is).
 */
export const auditActions = [
  'auth.signed-in',
  'auth.signed-out',
  'auth.sign-in-failed',
  'auth.refresh-token-reused',
  'auth.password-reset-requested',
  'auth.password-reset',
  'auth.password-changed',
  'company.created',
  'company.updated',
  'company.status-changed',
  'company.ownership-granted',
  'company.ownership-revoked',
  'company.onboarding-saved',
  'employee.created',
  'employee.profile-updated',
  'employee.employment-updated',
  'employee.federal-tax-updated',
  'employee.state-tax-updated',
  'employee.terminated',
  'employee.invitation-sent',
  'employee.invitation-accepted',
  'bank-account.created',
  'bank-account.removed',
  'pay-group.created',
  'pay-group.updated',
  'local-tax.created',
  'local-tax.updated',
  'local-tax.removed',
  'tax-deposit.payment-recorded',
  'payroll.committed',
  'payroll.edited',
  'payroll.updated',
  'payroll.cancelled',
  'pay_stub.voided',
  'pay-stub.payment-returned',
  'ach-file.generated',
] as const;

export type AuditAction = (typeof auditActions)[number];
