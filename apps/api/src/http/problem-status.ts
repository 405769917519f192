import type { ErrorCode } from '@paydesk/contracts';

/**
 * The one place a domain code becomes an HTTP status. A `Record` over every code: a new code
 * without a status does not compile.
 */
export const problemStatus: Record<ErrorCode, number> = {
  'request.invalid': 400,
  'request.unprocessable': 422,
  'request.too_large': 413,
  'request.page_key_invalid': 400,
  'auth.unauthenticated': 401,
  'auth.forbidden': 403,
  'resource.not_found': 404,
  'resource.conflict': 409,
  'server.internal': 500,
  'auth.invalid_credentials': 401,
  'auth.session_invalid': 401,
  'auth.rate_limited': 429,
  'auth.email_taken': 409,
  'auth.password_invalid': 400,
  'auth.password_too_common': 400,
  'auth.password_wrong': 400,
  'auth.passwords_differ': 400,
  'auth.reset_token_invalid': 400,
  'company.not_found': 404,
  'company.version_stale': 409,
  'company.status_admin_only': 403,
  'company.owner_required': 409,
  'company.owner_not_found': 404,
  'company.owner_not_employee': 422,
  'company.owner_not_active': 422,
  'company.ownership_exceeded': 409,
  'company.onboarding_incomplete': 422,
  'company.onboarding_closed': 409,
  'employee.not_found': 404,
  'pay_group.not_found': 404,
  'pay_group.name_taken': 409,
  'pay_group.version_stale': 409,
  'pay_group.has_payrolls': 409,
  'pay_group.schedule_invalid': 400,
  'contact.rate_limited': 429,
  'paycheck.input_invalid': 400,
};
