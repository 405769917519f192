import {
  timeOffRequestSchema,
  type CreateTimeOffRequest,
  type TimeOffRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

/** POST /time-off-requests: 201 pending; above the balance a 409 `time_off.balance_exceeded`. */
export async function createTimeOffRequest(
  companyId: string,
  body: CreateTimeOffRequest,
): Promise<TimeOffRequest> {
  const { data } = await apiRequest('/time-off-requests', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: timeOffRequestSchema,
  });
  return data;
}

export function useCreateTimeOffRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimeOffRequest) => createTimeOffRequest(companyId, body),
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKeys.requests(companyId) }),
        queryClient.invalidateQueries({ queryKey: timeOffKeys.balances(body.employeeId) }),
      ]),
  });
}
