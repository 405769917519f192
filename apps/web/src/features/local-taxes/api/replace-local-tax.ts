import { localTaxSchema, type LocalTax, type LocalTaxRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { localTaxKeys } from './local-tax-keys';

/** PUT /companies/{id}/local-taxes/{localTaxId}: the whole jurisdiction, as the form holds it. */
export async function replaceLocalTax(
  companyId: string,
  id: string,
  body: LocalTaxRequest,
): Promise<LocalTax> {
  const { data } = await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/local-taxes/${encodeURIComponent(id)}`,
    { method: 'PUT', body, schema: localTaxSchema },
  );
  return data;
}

export function useReplaceLocalTax(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocalTaxRequest) => replaceLocalTax(companyId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localTaxKeys.list(companyId) }),
  });
}
