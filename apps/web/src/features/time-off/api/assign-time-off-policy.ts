import {
  timeOffAssignmentSchema,
  type AssignTimeOffPolicyRequest,
  type TimeOffAssignment,
} from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

export type AssignVariables = { employeeId: string; body: AssignTimeOffPolicyRequest };

/** POST /employees/{id}/time-off-policies: 201; a second assignment of the policy is a 409. */
export async function assignTimeOffPolicy(
  companyId: string,
  { employeeId, body }: AssignVariables,
): Promise<TimeOffAssignment> {
  const { data } = await apiRequest(
    `/employees/${encodeURIComponent(employeeId)}/time-off-policies`,
    { method: 'POST', headers: companyHeader(companyId), body, schema: timeOffAssignmentSchema },
  );
  return data;
}

export function useAssignTimeOffPolicy(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AssignVariables) => assignTimeOffPolicy(companyId, variables),
    onSuccess: (_answer, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: timeOffKeys.balances(employeeId) }),
  });
}
