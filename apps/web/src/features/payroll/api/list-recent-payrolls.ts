import {
  headerNames,
  pageOf,
  payrollListItemSchema,
  type PayrollListItem,
} from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { payrollListPath } from './list-payrolls';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** How many payrolls the owner dashboard's cost chart covers. */
export const RECENT_PAYROLLS = 12;

/** The company's latest payrolls (first page of GET /payrolls?companyId=, newest first). */
export async function listRecentPayrolls(companyId: string): Promise<PayrollListItem[]> {
  const { data } = await apiRequest(payrollListPath(companyId, ''), {
    headers: { ...companyHeader(companyId), [headerNames.pageSize]: String(RECENT_PAYROLLS) },
    schema: pageOf(payrollListItemSchema),
  });
  return data.items;
}

export const recentPayrollsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: payrollKeys.recent(companyId),
    queryFn: () => listRecentPayrolls(companyId),
  });

export const useRecentPayrolls = (companyId: string) =>
  useQuery(recentPayrollsQueryOptions(companyId));
