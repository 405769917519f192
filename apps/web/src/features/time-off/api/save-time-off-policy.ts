import {
  timeOffPolicySchema,
  type CreateTimeOffPolicyRequest,
  type TimeOffPolicy,
  type UpdateTimeOffPolicyRequest,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

/** POST /time-off-policies (Company-ID): 201 the new policy. */
export async function createTimeOffPolicy(
  companyId: string,
  body: CreateTimeOffPolicyRequest,
): Promise<TimeOffPolicy> {
  const { data } = await apiRequest('/time-off-policies', {
    method: 'POST',
    headers: companyHeader(companyId),
    body,
    schema: timeOffPolicySchema,
  });
  return data;
}

/** PATCH /time-off-policies/{id}: the fields to change with the version read (409 if stale). */
export async function updateTimeOffPolicy(
  companyId: string,
  id: string,
  body: UpdateTimeOffPolicyRequest,
): Promise<TimeOffPolicy> {
  const { data } = await apiRequest(`/time-off-policies/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: companyHeader(companyId),
    body,
    schema: timeOffPolicySchema,
  });
  return data;
}

export function useCreateTimeOffPolicy(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimeOffPolicyRequest) => createTimeOffPolicy(companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.policies(companyId) }),
  });
}

export function useUpdateTimeOffPolicy(companyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTimeOffPolicyRequest) => updateTimeOffPolicy(companyId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.policies(companyId) }),
  });
}
