import {
  contractorPaymentSchema,
  headerNames,
  pageOf,
  type ContractorPayment,
} from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from './contractor-keys';

/** The runs a profile reads its contractor's lines from: the newest hundred. */
const RECENT_RUNS = 100;

/** GET /companies/{id}/contractor-payments: the company's runs, newest pay date first. */
export async function listRecentContractorPayments(
  companyId: string,
): Promise<ContractorPayment[]> {
  const { data } = await apiRequest(
    `/companies/${encodeURIComponent(companyId)}/contractor-payments`,
    {
      headers: { ...companyHeader(companyId), [headerNames.pageSize]: String(RECENT_RUNS) },
      schema: pageOf(contractorPaymentSchema),
    },
  );
  return data.items;
}

export const useRecentContractorPayments = (companyId: string) =>
  useQuery({
    queryKey: contractorKeys.payments(companyId),
    queryFn: () => listRecentContractorPayments(companyId),
  });
