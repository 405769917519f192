import {
  timeOffRequestSchema,
  type DecideTimeOffRequest,
  type TimeOffRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

export type Decision = { request: TimeOffRequest; body: DecideTimeOffRequest };

/** PATCH /time-off-requests/{id}: approve, deny (a reason in `note`) or cancel, at a version. */
export async function decideTimeOffRequest(
  companyId: string,
  { request, body }: Decision,
): Promise<TimeOffRequest> {
  const { data } = await apiRequest(`/time-off-requests/${encodeURIComponent(request.id)}`, {
    method: 'PATCH',
    headers: companyHeader(companyId),
    body,
    schema: timeOffRequestSchema,
  });
  return data;
}

export function useDecideTimeOffRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideTimeOffRequest(companyId, decision),
    onSuccess: (_answer, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKeys.requests(companyId) }),
        queryClient.invalidateQueries({ queryKey: timeOffKeys.balances(request.employeeId) }),
      ]),
  });
}
