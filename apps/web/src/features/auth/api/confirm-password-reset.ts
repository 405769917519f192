import type { PasswordResetConfirm } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /password-reset/confirm sets the new password with the mailed one-time token (204). */
export async function postPasswordResetConfirm(body: PasswordResetConfirm): Promise<void> {
  await apiRequest('/password-reset/confirm', { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: postPasswordResetConfirm });
}
