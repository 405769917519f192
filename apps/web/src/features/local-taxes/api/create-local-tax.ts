import { localTaxSchema, type LocalTax, type LocalTaxRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { localTaxKeys } from './local-tax-keys';

/** POST /companies/{id}/local-taxes: a second one of the same kind and code is a 409. */
export async function createLocalTax(companyId: string, body: LocalTaxRequest): Promise<LocalTax> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(companyId)}/local-taxes`, {
    method: 'POST',
    body,
    schema: localTaxSchema,
  });
  return data;
}

export function useCreateLocalTax(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalTaxRequest) => createLocalTax(companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localTaxKeys.list(companyId) }),
  });
}
