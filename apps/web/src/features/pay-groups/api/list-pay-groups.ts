import { payGroupListSchema, type PayGroup } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payGroupKeys } from './pay-group-keys';

/** GET /pay-groups: the company's pay groups, by name. */
export async function listPayGroups(companyId: string): Promise<PayGroup[]> {
  const { data } = await apiRequest('/pay-groups', {
    headers: companyHeader(companyId),
    schema: payGroupListSchema,
  });
  return data.items;
}

export const payGroupsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: payGroupKeys.list(companyId),
    queryFn: () => listPayGroups(companyId),
  });

export const usePayGroups = (companyId: string) => useQuery(payGroupsQueryOptions(companyId));
