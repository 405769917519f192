import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** DELETE /employees/{id}/deductions/{deductionId}: sets its end date; the record stays. */
export async function endDeduction(
  companyId: string,
  employeeId: string,
  deductionId: string,
): Promise<void> {
  await apiRequest(employeePath(employeeId, 'deductions', deductionId), {
    method: 'DELETE',
    headers: companyHeader(companyId),
  });
}

export function useEndDeduction(companyId: string, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deductionId: string) => endDeduction(companyId, employeeId, deductionId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deductionKeys.deductions(employeeId) }),
  });
}
