import { paycheckStateCatalogueSchema, type PaycheckStateCatalogue } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

/** GET /paycheck/states: the work states the calculator supports, with their certificate fields. */
export async function listPaycheckStates(): Promise<PaycheckStateCatalogue> {
  const { data } = await apiRequest('/paycheck/states', { schema: paycheckStateCatalogueSchema });
  return data;
}

// The list changes only when the server is redeployed with new state modules.
export const paycheckStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['paycheck', 'states'],
    queryFn: listPaycheckStates,
    staleTime: Infinity,
  });

export const usePaycheckStates = () => useQuery(paycheckStatesQueryOptions());
