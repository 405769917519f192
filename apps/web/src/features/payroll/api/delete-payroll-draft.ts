import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payGroupKeys } from '@web/features/pay-groups';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** DELETE /payroll-drafts/{id}: the draft is dropped; its period opens again. */
export async function deletePayrollDraft(companyId: string, draftId: string): Promise<void> {
  await apiRequest(`/payroll-drafts/${encodeURIComponent(draftId)}`, {
    method: 'DELETE',
    headers: companyHeader(companyId),
  });
}

export function useDeletePayrollDraft(companyId: string, draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePayrollDraft(companyId, draftId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: payrollKeys.draft(companyId, draftId) });
      void queryClient.invalidateQueries({ queryKey: payGroupKeys.all });
      void queryClient.invalidateQueries({ queryKey: payrollKeys.upcoming(companyId) });
    },
  });
}
