import { payrollSchema, type PatchPayrollRequest, type Payroll } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader, payrollKeys } from './payroll-keys';

/** PATCH /payrolls/{id}: cancel, move the pay date or set the memo while approved. */
export async function patchPayroll(
  companyId: string,
  id: string,
  body: PatchPayrollRequest,
): Promise<Payroll> {
  const { data } = await apiRequest(`/payrolls/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: companyHeader(companyId),
    body,
    schema: payrollSchema,
  });
  return data;
}

export function usePatchPayroll(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchPayrollRequest) => patchPayroll(companyId, id, body),
    onSuccess: (payroll) => {
      queryClient.setQueryData(payrollKeys.payroll(companyId, id), payroll);
      void queryClient.invalidateQueries({ queryKey: payrollKeys.awaitingPayment() });
      return queryClient.invalidateQueries({ queryKey: payrollKeys.company(companyId) });
    },
  });
}
