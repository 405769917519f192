import { companySchema, type Company, type CreateCompanyRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** POST /companies (administrators): the new company starts onboarding. */
export async function createCompany(body: CreateCompanyRequest): Promise<Company> {
  const { data } = await apiRequest('/companies', { method: 'POST', body, schema: companySchema });
  return data;
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: companyKeys.dashboard() }),
      ]);
    },
  });
}
