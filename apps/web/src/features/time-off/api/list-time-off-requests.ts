import {
  headerNames,
  TIME_OFF_REQUEST_PAGE_SIZE,
  timeOffRequestPageSchema,
  type TimeOffRequest,
  type TimeOffRequestStatus,
} from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { timeOffKeys } from './time-off-keys';

export type RequestFilter = { status?: TimeOffRequestStatus; employeeId?: string };

/**
 * GET /time-off-requests?companyId=&status=&employeeId=: the first page (pending first, then by
 * first day). The server answers an employee only their own requests.
 */
export async function listTimeOffRequests(
  companyId: string,
  filter: RequestFilter = {},
): Promise<TimeOffRequest[]> {
  const query = new URLSearchParams({ companyId });
  if (filter.status) query.set('status', filter.status);
  if (filter.employeeId) query.set('employeeId', filter.employeeId);
  const { data } = await apiRequest(`/time-off-requests?${query.toString()}`, {
    headers: {
      ...companyHeader(companyId),
      [headerNames.pageSize]: String(TIME_OFF_REQUEST_PAGE_SIZE),
    },
    schema: timeOffRequestPageSchema,
  });
  return data.items;
}

const filterKey = (filter: RequestFilter) => `${filter.status ?? ''}:${filter.employeeId ?? ''}`;

export const timeOffRequestsQueryOptions = (companyId: string, filter: RequestFilter = {}) =>
  queryOptions({
    queryKey: timeOffKeys.requestList(companyId, filterKey(filter)),
    queryFn: () => listTimeOffRequests(companyId, filter),
  });

export const useTimeOffRequests = (companyId: string, filter: RequestFilter = {}) =>
  useQuery(timeOffRequestsQueryOptions(companyId, filter));
