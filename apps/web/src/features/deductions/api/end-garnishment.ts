import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** DELETE /employees/{id}/garnishments/{garnishmentId}: sets its end date; the order stays. */
export async function endGarnishment(
  companyId: string,
  employeeId: string,
  garnishmentId: string,
): Promise<void> {
  await apiRequest(employeePath(employeeId, 'garnishments', garnishmentId), {
    method: 'DELETE',
    headers: companyHeader(companyId),
  });
}

export function useEndGarnishment(companyId: string, employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (garnishmentId: string) => endGarnishment(companyId, employeeId, garnishmentId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deductionKeys.garnishments(employeeId) }),
  });
}
