import {
  companyEmployeeSchema,
  headerNames,
  pageOf,
  type CompanyEmployee,
} from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payrollKeys } from './payroll-keys';

/** How many matches the off-cycle employee picker offers at once. */
export const PICKER_PAGE_SIZE = 50;

/** GET /companies/{id}/employees?q=: employees to choose for an off-cycle run, by name or email. */
export async function searchCompanyEmployees(
  companyId: string,
  q: string,
): Promise<CompanyEmployee[]> {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  const text = query.toString();
  const { data } = await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/employees${text ? `?${text}` : ''}`,
    {
      headers: { ...companyHeader(companyId), [headerNames.pageSize]: String(PICKER_PAGE_SIZE) },
      schema: pageOf(companyEmployeeSchema),
    },
  );
  return data.items;
}

export const companyEmployeesQueryOptions = (companyId: string, q: string) =>
  queryOptions({
    queryKey: payrollKeys.employees(companyId, q),
    queryFn: () => searchCompanyEmployees(companyId, q),
    placeholderData: keepPreviousData,
  });

export const useCompanyEmployees = (companyId: string, q: string) =>
  useQuery(companyEmployeesQueryOptions(companyId, q));
