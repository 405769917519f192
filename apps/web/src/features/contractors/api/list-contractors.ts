import {
  CONTRACTOR_PAGE_SIZE,
  contractorListItemSchema,
  contractorPageSchema,
  headerNames,
  type ContractorListItem,
} from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';
import { contractorKeys, type ContractorListFilters } from './contractor-keys';

export { CONTRACTOR_PAGE_SIZE };

const listPath = (companyId: string, filters: Partial<ContractorListFilters>): string => {
  const query = new URLSearchParams();
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  const path = `/companies/${encodeURIComponent(companyId)}/contractors`;
  return text ? `${path}?${text}` : path;
};

/** GET /companies/{id}/contractors?q=&status= a page at a time (Page-Key cursors in headers). */
export const contractorPageFetcher = (
  companyId: string,
  filters: ContractorListFilters,
): PageFetcher<ContractorListItem> =>
  keysetFetcher<ContractorListItem>(
    listPath(companyId, filters),
    contractorListItemSchema,
    companyHeader(companyId),
  );

/** The most a payment run's picker offers at once (the API's largest page). */
const PAYABLE_PAGE_SIZE = 100;

/** The company's active contractors, the ones a payment run may pay. */
export async function listPayableContractors(companyId: string): Promise<ContractorListItem[]> {
  const { data } = await apiRequest(listPath(companyId, { status: 'active' }), {
    headers: { ...companyHeader(companyId), [headerNames.pageSize]: String(PAYABLE_PAGE_SIZE) },
    schema: contractorPageSchema,
  });
  return data.items;
}

export const usePayableContractors = (companyId: string) =>
  useQuery(
    queryOptions({
      queryKey: contractorKeys.payable(companyId),
      queryFn: () => listPayableContractors(companyId),
    }),
  );
