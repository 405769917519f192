import { problemCode, problemFieldErrors } from '@web/shared/forms/problem';

export const INVITATION_INVALID = 'employee.invitation_invalid';

/**
 * Whether accepting failed because of the link itself (used, expired or unknown), not the
 * password: then no password can help and the employee needs a new link.
 */
export function isInvitationRefused(error: unknown): boolean {
  if (!error) return false;
  if (problemCode(error) === INVITATION_INVALID) return true;
  return problemFieldErrors(error).some(
    (item) => item.code === INVITATION_INVALID || item.path.replace(/^body\./, '') === 'token',
  );
}
