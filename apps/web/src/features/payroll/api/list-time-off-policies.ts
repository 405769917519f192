import { timeOffPolicyListSchema } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { payrollKeys } from './payroll-keys';

/**
 * GET /time-off-policies: the company's policy names by id, so a draft line can name the time
 * off it carries (the line holds only each policy's id and hours).
 */
export async function listTimeOffPolicyNames(companyId: string): Promise<Map<string, string>> {
  const { data } = await apiRequest('/time-off-policies', {
    headers: companyHeader(companyId),
    schema: timeOffPolicyListSchema,
  });
  return new Map(data.items.map((policy) => [policy.id, policy.name]));
}

export const timeOffPolicyNamesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...payrollKeys.company(companyId), 'time-off-policies'] as const,
    queryFn: () => listTimeOffPolicyNames(companyId),
    staleTime: 5 * 60_000,
  });

/** The names load once per company; a line shows its hours without them meanwhile. */
export const useTimeOffPolicyNames = (companyId: string, wanted: boolean) =>
  useQuery({ ...timeOffPolicyNamesQueryOptions(companyId), enabled: wanted });
