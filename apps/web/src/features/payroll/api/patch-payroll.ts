import { payrollSchema, type PatchPayrollRequest, type Payroll } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payGroupKeys } from '@web/features/pay-groups';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

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
      // The lists, the periods and the dashboards change; the editor's draft is left alone.
      for (const queryKey of [
        payrollKeys.lists(companyId),
        payrollKeys.upcoming(companyId),
        payrollKeys.recent(companyId),
        payrollKeys.awaitingPayment(),
        // The schedules page shows each period's status.
        payGroupKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
