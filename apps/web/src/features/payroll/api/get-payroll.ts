import { payrollSchema, type Payroll } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** GET /payrolls/{id}: the payroll, its totals and one entry per employee. */
export async function getPayroll(companyId: string, id: string): Promise<Payroll> {
  const { data } = await apiRequest(`/payrolls/${encodeURIComponent(id)}`, {
    headers: companyHeader(companyId),
    schema: payrollSchema,
  });
  return data;
}

export const payrollQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: payrollKeys.payroll(companyId, id),
    queryFn: () => getPayroll(companyId, id),
  });

export const usePayroll = (companyId: string, id: string) =>
  useQuery(payrollQueryOptions(companyId, id));
