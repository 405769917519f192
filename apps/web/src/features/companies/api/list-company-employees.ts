import { companyEmployeeSchema, type CompanyEmployee } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keysetFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyKeys } from './company-keys';

const PICKER_PAGE_SIZE = 25;

/**
 * GET /companies/{id}/employees?status=active&search=: the first page of active employees
 * matching what was typed (the owner picker narrows by typing rather than paging).
 */
export function searchCompanyEmployees(id: string, search: string) {
  const query = new URLSearchParams({ status: 'active' });
  if (search.trim()) query.set('search', search.trim());
  const fetchPage = keysetFetcher<CompanyEmployee>(
    `/companies/${encodeURIComponent(id)}/employees?${query.toString()}`,
    companyEmployeeSchema,
  );
  return fetchPage({ pageKey: null, pageSize: PICKER_PAGE_SIZE });
}

export const companyEmployeesQueryOptions = (id: string, search: string) =>
  queryOptions({
    queryKey: companyKeys.employees(id, search.trim()),
    queryFn: () => searchCompanyEmployees(id, search),
    placeholderData: keepPreviousData,
  });

export const useCompanyEmployees = (id: string, search: string, enabled = true) =>
  useQuery({ ...companyEmployeesQueryOptions(id, search), enabled });
