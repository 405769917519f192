import { companySchema, type Company } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** DELETE /companies/{id}/owners/{employeeId}: the answer is the updated company. */
export async function revokeOwnership(id: string, employeeId: string): Promise<Company> {
  const path = `/companies/${encodeURIComponent(id)}/owners/${encodeURIComponent(employeeId)}`;
  const { data } = await apiRequest(path, { method: 'DELETE', schema: companySchema });
  return data;
}

export function useRevokeOwnership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: string) => revokeOwnership(id, employeeId),
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
