import { taxLiabilityListSchema, type TaxLiability } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { taxFilingKeys } from './tax-filing-keys';

/**
 * GET /companies/{id}/tax-liabilities?from&to: what the committed payrolls paid in the range
 * owe each agency, one item per payroll, agency and tax.
 */
export async function listTaxLiabilities(
  companyId: string,
  from: string,
  to: string,
): Promise<TaxLiability[]> {
  const query = new URLSearchParams({ from, to }).toString();
  const { data } = await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/tax-liabilities?${query}`,
    { headers: companyHeader(companyId), schema: taxLiabilityListSchema },
  );
  return data.items;
}

export const taxLiabilitiesQueryOptions = (companyId: string, from: string, to: string) =>
  queryOptions({
    queryKey: taxFilingKeys.liabilities(companyId, from, to),
    queryFn: () => listTaxLiabilities(companyId, from, to),
  });

/** The previous quarter's table stays on screen while the next one loads. */
export const useTaxLiabilities = (companyId: string, from: string, to: string) =>
  useQuery({
    ...taxLiabilitiesQueryOptions(companyId, from, to),
    placeholderData: keepPreviousData,
  });
