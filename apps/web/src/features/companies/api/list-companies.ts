import { companyListItemSchema, type CompanyListItem } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { companyKeys, type CompanyListFilters } from './company-keys';

/** The spec's page size for companies (§9). */
export const COMPANIES_PAGE_SIZE = 20;

function listPath({ q, status }: CompanyListFilters): string {
  const query = new URLSearchParams();
  // The company list's API names its search `search` (companyListQuerySchema).
  if (q.trim()) query.set('search', q.trim());
  if (status) query.set('status', status);
  const text = query.toString();
  return text ? `/companies?${text}` : '/companies';
}

/** GET /companies?search=&status= a page at a time (Page-Size, Page-Key cursors in headers). */
export function companyPageFetcher(filters: CompanyListFilters): PageFetcher<CompanyListItem> {
  return keysetFetcher<CompanyListItem>(listPath(filters), companyListItemSchema);
}

/** The first page only: enough for pickers that narrow the list by typing. */
export const companySearchQueryOptions = (filters: CompanyListFilters) =>
  queryOptions({
    queryKey: [...companyKeys.list(filters), 'first-page'],
    queryFn: () => companyPageFetcher(filters)({ pageKey: null, pageSize: COMPANIES_PAGE_SIZE }),
  });

export const useCompanySearch = (filters: CompanyListFilters) =>
  useQuery(companySearchQueryOptions(filters));
