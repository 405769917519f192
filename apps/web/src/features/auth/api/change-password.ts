import type { ChangePasswordRequest } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

/** PUT /my-password (204); a refusal is a 400 problem whose detail the form shows. */
export async function putMyPassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest('/my-password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: putMyPassword });
}
