import { localTaxListSchema, type LocalTax } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { localTaxKeys } from './local-tax-keys';

const path = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/local-taxes`;

/** GET /companies/{id}/local-taxes: the company's jurisdictions, by kind and code. */
export async function listLocalTaxes(companyId: string): Promise<LocalTax[]> {
  const { data } = await apiRequest(path(companyId), { schema: localTaxListSchema });
  return data.items;
}

export const localTaxesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: localTaxKeys.list(companyId),
    queryFn: () => listLocalTaxes(companyId),
  });

export const useLocalTaxes = (companyId: string) => useQuery(localTaxesQueryOptions(companyId));
