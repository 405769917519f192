import { payGroupSchema, type PatchPayGroupRequest, type PayGroup } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payGroupKeys } from './pay-group-keys';

/** PATCH /pay-groups/{id}: only the fields sent change; a stale `version` answers 409. */
export async function patchPayGroup(
  companyId: string,
  id: string,
  body: PatchPayGroupRequest,
): Promise<PayGroup> {
  const { data } = await apiRequest(`/pay-groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: companyHeader(companyId),
    body,
    schema: payGroupSchema,
  });
  return data;
}

export function usePatchPayGroup(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchPayGroupRequest) => patchPayGroup(companyId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payGroupKeys.all }),
  });
}
