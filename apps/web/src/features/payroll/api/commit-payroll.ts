import {
  headerNames,
  jobAcceptedSchema,
  payrollSchema,
  type CommitPayrollRequest,
  type Payroll,
} from '@paydesk/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { newRequestKey } from '@web/shared/jobs';
import { payGroupKeys } from '@web/features/pay-groups';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** What a commit answers: the payroll at once, or (a large draft) the job committing it. */
export type CommitAnswer = { payroll: Payroll } | { jobId: string };

/**
 * POST /payrolls {draftId, payrollId?}: readiness first (422 lists each failing check), then the
 * payroll and its pay stubs; with payrollId it replaces that approved payroll. A draft above the
 * server's size threshold answers 202 with a job; the key makes a retried request that job.
 */
export async function commitPayroll(
  companyId: string,
  body: CommitPayrollRequest,
  requestKey: string = newRequestKey(),
): Promise<CommitAnswer> {
  const { data, status } = await apiRequest<unknown>('/payrolls', {
    method: 'POST',
    headers: { ...companyHeader(companyId), [headerNames.idempotencyKey]: requestKey },
    body,
  });
  if (status === 202) return { jobId: jobAcceptedSchema.parse(data).jobId };
  return { payroll: payrollSchema.parse(data) };
}

/** After a commit: the lists, the periods and the dashboards change; the draft is left alone. */
export function refreshAfterCommit(
  queryClient: QueryClient,
  companyId: string,
  payroll?: Payroll,
): void {
  if (payroll) queryClient.setQueryData(payrollKeys.payroll(companyId, payroll.id), payroll);
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
}

export function useCommitPayroll(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitPayrollRequest) => commitPayroll(companyId, body),
    onSuccess: (answer) => {
      if ('payroll' in answer) refreshAfterCommit(queryClient, companyId, answer.payroll);
    },
  });
}
