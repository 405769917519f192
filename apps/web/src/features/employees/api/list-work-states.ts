import { paycheckStateCatalogueSchema, type PaycheckStateCatalogue } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { employeeKeys } from './employee-keys';

/** GET /paycheck/states: each supported work state with its withholding certificate's fields. */
export async function listWorkStates(): Promise<PaycheckStateCatalogue> {
  const { data } = await apiRequest('/paycheck/states', { schema: paycheckStateCatalogueSchema });
  return data;
}

// The list changes only when the server is redeployed with new state modules.
export const workStatesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.workStates(),
    queryFn: listWorkStates,
    staleTime: Infinity,
  });

export const useWorkStates = () => useQuery(workStatesQueryOptions());
