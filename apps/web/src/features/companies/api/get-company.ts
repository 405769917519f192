import { companySchema, type Company } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyKeys } from './company-keys';

/** GET /companies/{id}: the full record (legal data, addresses, owners, version). */
export async function getCompany(id: string): Promise<Company> {
  const { data } = await apiRequest(`/companies/${encodeURIComponent(id)}`, {
    schema: companySchema,
  });
  return data;
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: string | null) =>
  useQuery({ ...companyQueryOptions(id ?? ''), enabled: Boolean(id) });
