import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { localTaxKeys } from './local-tax-keys';

/** DELETE /companies/{id}/local-taxes/{localTaxId}: issued stubs keep what they withheld. */
export async function deleteLocalTax(companyId: string, id: string): Promise<void> {
  await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/local-taxes/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteLocalTax(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLocalTax(companyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localTaxKeys.list(companyId) }),
  });
}
