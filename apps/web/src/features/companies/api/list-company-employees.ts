import { companyEmployeeSchema, type CompanyEmployee } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keysetFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyKeys } from './company-keys';

const PICKER_PAGE_SIZE = 25;

/**
 * GET /companies/{id}/employees?q=: the first page of current employees matching what was typed
 * (the owner picker narrows by typing rather than paging). Employees still onboarding may own
 * shares, so only terminated ones are left out.
 */
export async function searchCompanyEmployees(id: string, search: string) {
  const query = new URLSearchParams();
  if (search.trim()) query.set('q', search.trim());
  const fetchPage = keysetFetcher<CompanyEmployee>(
    `/companies/${encodeURIComponent(id)}/employees?${query.toString()}`,
    companyEmployeeSchema,
  );
  const fetched = await fetchPage({ pageKey: null, pageSize: PICKER_PAGE_SIZE });
  const items = fetched.page.items.filter((employee) => employee.status !== 'terminated');
  return { ...fetched, page: { ...fetched.page, items } };
}

export const companyEmployeesQueryOptions = (id: string, search: string) =>
  queryOptions({
    queryKey: companyKeys.employees(id, search.trim()),
    queryFn: () => searchCompanyEmployees(id, search),
    placeholderData: keepPreviousData,
  });

export const useCompanyEmployees = (id: string, search: string, enabled = true) =>
  useQuery({ ...companyEmployeesQueryOptions(id, search), enabled });
