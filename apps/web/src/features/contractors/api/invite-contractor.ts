import { contractorInvitationSchema, type ContractorInvitation } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from './contractor-keys';

/** POST /contractors/{id}/invitation: mails a new set-password link; answers the invitation. */
export async function inviteContractor(
  companyId: string,
  contractorId: string,
): Promise<ContractorInvitation> {
  const { data } = await apiRequest(`/contractors/${encodeURIComponent(contractorId)}/invitation`, {
    method: 'POST',
    headers: companyHeader(companyId),
    schema: contractorInvitationSchema,
  });
  return data;
}

export function useInviteContractor(companyId: string, contractorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteContractor(companyId, contractorId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contractorKeys.detail(contractorId) }),
  });
}
