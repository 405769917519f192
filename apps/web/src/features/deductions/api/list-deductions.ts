import { deductionListSchema, type Deduction } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { deductionKeys, employeePath } from './deduction-keys';

/** GET /employees/{id}/deductions: every recurring deduction, ended ones too, with the year so far. */
export async function listDeductions(companyId: string, employeeId: string): Promise<Deduction[]> {
  const { data } = await apiRequest(employeePath(employeeId, 'deductions'), {
    headers: companyHeader(companyId),
    schema: deductionListSchema,
  });
  return data.items;
}

export const deductionsQueryOptions = (companyId: string, employeeId: string) =>
  queryOptions({
    queryKey: deductionKeys.deductions(employeeId),
    queryFn: () => listDeductions(companyId, employeeId),
  });

export const useDeductions = (companyId: string, employeeId: string) =>
  useQuery(deductionsQueryOptions(companyId, employeeId));
