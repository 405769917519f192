import { timeOffPolicyListSchema, type TimeOffPolicy } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

/** GET /time-off-policies (Company-ID): the company's policies, by name. */
export async function listTimeOffPolicies(companyId: string): Promise<TimeOffPolicy[]> {
  const { data } = await apiRequest('/time-off-policies', {
    headers: companyHeader(companyId),
    schema: timeOffPolicyListSchema,
  });
  return data.items;
}

export const timeOffPoliciesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: timeOffKeys.policies(companyId),
    queryFn: () => listTimeOffPolicies(companyId),
  });

export const useTimeOffPolicies = (companyId: string) =>
  useQuery(timeOffPoliciesQueryOptions(companyId));
