import { timeOffBalancesSchema, type TimeOffBalance } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

/** GET /employees/{id}/time-off: each assigned policy's balance, this year's figures, pending. */
export async function getEmployeeTimeOff(
  companyId: string,
  employeeId: string,
): Promise<TimeOffBalance[]> {
  const { data } = await apiRequest(`/employees/${encodeURIComponent(employeeId)}/time-off`, {
    headers: companyHeader(companyId),
    schema: timeOffBalancesSchema,
  });
  return data.items;
}

export const employeeTimeOffQueryOptions = (companyId: string, employeeId: string) =>
  queryOptions({
    queryKey: timeOffKeys.balances(employeeId),
    queryFn: () => getEmployeeTimeOff(companyId, employeeId),
  });

export const useEmployeeTimeOff = (companyId: string, employeeId: string) =>
  useQuery(employeeTimeOffQueryOptions(companyId, employeeId));
