import { payGroupListSchema, type PayGroup } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { companyHeader } from '@web/shared/http/company-header';
import { payGroupListKeys } from '@web/shared/server-state/pay-group-list-keys';

/**
 * GET /pay-groups: the company's pay groups, to name an employee's group and to choose one.
 * (The pay-groups feature sits above this one in the feature graph, so the call is our own; the
 * cache key is the pay-groups feature's own, so its edits refresh this list.)
 */
export async function listPayGroups(companyId: string): Promise<PayGroup[]> {
  const { data } = await apiRequest('/pay-groups', {
    headers: companyHeader(companyId),
    schema: payGroupListSchema,
  });
  return data.items;
}

export const payGroupsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: payGroupListKeys.list(companyId),
    queryFn: () => listPayGroups(companyId),
  });

export const usePayGroups = (companyId: string) => useQuery(payGroupsQueryOptions(companyId));
