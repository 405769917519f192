import { paycheckStateCatalogueSchema, type PaycheckStateCatalogue } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { taxFilingKeys } from './tax-filing-keys';

/** GET /paycheck/states: read here for the names of the localities the engine's tables hold. */
export async function listTaxStates(): Promise<PaycheckStateCatalogue> {
  const { data } = await apiRequest('/paycheck/states', { schema: paycheckStateCatalogueSchema });
  return data;
}

// The list changes only when the server is redeployed with new state modules.
export const taxStatesQueryOptions = () =>
  queryOptions({ queryKey: taxFilingKeys.states(), queryFn: listTaxStates, staleTime: Infinity });

export const useTaxStates = () => useQuery(taxStatesQueryOptions());
