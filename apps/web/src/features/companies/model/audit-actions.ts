/** Audit actions the dashboard names in words; any other shows its code. */
const knownActions = new Set([
  'company.created',
  'company.updated',
  'company.status-changed',
  'company.ownership-granted',
  'company.ownership-revoked',
  'company.onboarding-saved',
  'auth.signed-in',
  'auth.signed-out',
  'auth.sign-in-failed',
  'auth.refresh-token-reused',
  'auth.password-reset-requested',
  'auth.password-reset',
  'auth.password-changed',
]);

export function auditActionLabelId(action: string): string | null {
  return knownActions.has(action) ? `companies.audit.${action}` : null;
}
