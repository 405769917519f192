import { payGroupSchema, type CreatePayGroupRequest, type PayGroup } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payGroupKeys } from './pay-group-keys';

/** POST /pay-groups. */
export async function createPayGroup(
  companyId: string,
  body: CreatePayGroupRequest,
): Promise<PayGroup> {
  const { data } = await apiRequest('/pay-groups', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: payGroupSchema,
  });
  return data;
}

export function useCreatePayGroup(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayGroupRequest) => createPayGroup(companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payGroupKeys.all }),
  });
}
