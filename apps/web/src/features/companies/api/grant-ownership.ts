import { companySchema, type Company, type GrantOwnershipRequest } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** POST /companies/{id}/owners: grants (or changes) an active employee's ownership. */
export async function grantOwnership(id: string, body: GrantOwnershipRequest): Promise<Company> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}/owners`, {
    method: 'POST',
    body,
    schema: companySchema,
  });
  return data;
}

export function useGrantOwnership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantOwnershipRequest) => grantOwnership(id, body),
    onSuccess: async (company) => {
      queryClient.setQueryData(companyKeys.detail(id), company);
      // Owner flags in the employee picker and the onboarding checklist follow the owners.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...companyKeys.detail(id), 'employees'] }),
        queryClient.invalidateQueries({ queryKey: companyKeys.onboarding(id) }),
      ]);
    },
  });
}
