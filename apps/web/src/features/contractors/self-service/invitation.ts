import { problemCode, problemFieldErrors } from '@web/shared/forms/problem';

const INVITATION_INVALID = 'contractor.invitation_invalid';

/** Whether the link itself was refused (used, expired or unknown): no password can help. */
export function isInvitationRefused(error: unknown): boolean {
  if (!error) return false;
  if (problemCode(error) === INVITATION_INVALID) return true;
  return problemFieldErrors(error).some(
    (item) => item.code === INVITATION_INVALID || item.path.replace(/^body\./, '') === 'token',
  );
}
