import { tokenPairSchema, type AcceptInvitationRequest, type TokenPair } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /invitations/accept: sets the password once and answers a session, as /login does. */
export async function postAcceptInvitation(body: AcceptInvitationRequest): Promise<TokenPair> {
  const { data } = await apiRequest('/invitations/accept', {
    method: 'POST',
    body,
    schema: tokenPairSchema,
  });
  return data;
}

/** Accepts the invitation and signs the employee in with the answered tokens. */
export function useAcceptInvitation() {
  const { signInWithTokens } = useAuth();
  return useMutation({
    mutationFn: async (body: AcceptInvitationRequest) =>
      signInWithTokens(await postAcceptInvitation(body)),
  });
}
