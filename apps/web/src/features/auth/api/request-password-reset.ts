import type { PasswordResetRequest } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /password-reset answers 202 whether or not the address has an account. */
export async function postPasswordReset(body: PasswordResetRequest): Promise<void> {
  await apiRequest('/password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: postPasswordReset });
}
