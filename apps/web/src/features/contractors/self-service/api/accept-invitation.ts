import { tokenPairSchema, type AcceptInvitationRequest, type TokenPair } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth';
import { apiRequest } from '@web/shared/http/http-client';

/** POST /contractor-invitations/accept: sets the password once and answers a session. */
export async function postAcceptInvitation(body: AcceptInvitationRequest): Promise<TokenPair> {
  const { data } = await apiRequest('/contractor-invitations/accept', {
    method: 'POST',
    body,
    schema: tokenPairSchema,
  });
  return data;
}

/** Accepts the invitation and signs the contractor in with the answered tokens. */
export function useAcceptContractorInvitation() {
  const { signInWithTokens } = useAuth();
  return useMutation({
    mutationFn: async (body: AcceptInvitationRequest) =>
      signInWithTokens(await postAcceptInvitation(body)),
  });
}
