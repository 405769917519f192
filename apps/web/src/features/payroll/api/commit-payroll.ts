import { payrollSchema, type CommitPayrollRequest, type Payroll } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payGroupKeys } from '@web/features/pay-groups';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/**
 * POST /payrolls {draftId, payrollId?}: readiness first (422 lists each failing check), then the
 * payroll and its pay stubs; with payrollId it replaces that approved payroll.
 */
export async function commitPayroll(
  companyId: string,
  body: CommitPayrollRequest,
): Promise<Payroll> {
  const { data } = await apiRequest('/payrolls', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: payrollSchema,
  });
  return data;
}

export function useCommitPayroll(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitPayrollRequest) => commitPayroll(companyId, body),
    onSuccess: (payroll) => {
      queryClient.setQueryData(payrollKeys.payroll(companyId, payroll.id), payroll);
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
