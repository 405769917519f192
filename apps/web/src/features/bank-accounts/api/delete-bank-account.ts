import { headerNames } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { bankAccountKeys, type Holder } from './bank-account-keys';

/** DELETE /bank-accounts/{id}: the holder named in `Company-ID` and, for an employee, `Employee-Id`. */
export async function deleteBankAccount(holder: Holder, id: string): Promise<void> {
  await apiRequest(`/bank-accounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: {
      ...companyHeader(holder.companyId),
      ...(holder.employeeId ? { [headerNames.employeeId]: holder.employeeId } : {}),
    },
  });
}

export function useDeleteBankAccount(holder: Holder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBankAccount(holder, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.list(holder) }),
  });
}
