import {
  achFileSchema,
  headerNames,
  jobAcceptedSchema,
  type AchFile,
  type AchPayrollsRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { payrollKeys } from '@web/features/payroll';
import { apiRequest } from '@web/shared/http/http-client';
import { newRequestKey } from '@web/shared/jobs';
import { achFileKeys } from './ach-file-keys';

/** What generating answers: the file at once, or (a large selection) the job making it. */
export type CreateAchAnswer = { file: AchFile } | { jobId: string };

/**
 * POST /payments/ach/files {payrolls, contractorPayments}: 201 the stored file, its payrolls
 * moved to processing; a selection above the server's size threshold answers 202 with the job
 * that makes it. The key makes a retried request that same job.
 */
export async function createAchFile(
  body: AchPayrollsRequest,
  requestKey: string = newRequestKey(),
): Promise<CreateAchAnswer> {
  const { data, status } = await apiRequest<unknown>('/payments/ach/files', {
    method: 'POST',
    headers: { [headerNames.idempotencyKey]: requestKey },
    body,
  });
  if (status === 202) return { jobId: jobAcceptedSchema.parse(data).jobId };
  return { file: achFileSchema.parse(data) };
}

/** Once a file exists: the file list, the approved payrolls (now processing), every payroll view. */
export function refreshAfterAchFile(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: achFileKeys.all });
  void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
}

export function useCreateAchFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AchPayrollsRequest) => createAchFile(body),
    onSuccess: (answer) => {
      if ('file' in answer) refreshAfterAchFile(queryClient);
    },
  });
}
