import { payrollSchema, type CommitPayrollRequest, type Payroll } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader, payrollKeys } from './payroll-keys';

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
      void queryClient.invalidateQueries({ queryKey: payrollKeys.awaitingPayment() });
      return queryClient.invalidateQueries({ queryKey: payrollKeys.company(companyId) });
    },
  });
}
