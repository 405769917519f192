import { companySchema, type Company, type PatchCompanyRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** PATCH /companies/{id}: only the fields sent change; a stale `version` answers 409. */
export async function patchCompany(id: string, body: PatchCompanyRequest): Promise<Company> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: companySchema,
  });
  return data;
}

export function usePatchCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchCompanyRequest) => patchCompany(id, body),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyKeys.detail(id), company);
      await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}
