import {
  taxDepositListSchema,
  taxDepositOverdueCountSchema,
  type TaxDeposit,
  type TaxDepositList,
} from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { companyHeader } from '@web/shared/http/company-header';
import { apiRequest } from '@web/shared/http/http-client';
import { taxFilingKeys } from './tax-filing-keys';

export const depositsPath = (companyId: string) =>
  `/companies/${encodeURIComponent(companyId)}/tax-deposits`;

/** GET /companies/{id}/tax-deposits?year: the year's federal deposits and the schedule. */
export async function listTaxDeposits(companyId: string, year: number): Promise<TaxDepositList> {
  const { data } = await apiRequest(`${depositsPath(companyId)}?year=${year}`, {
    headers: companyHeader(companyId),
    schema: taxDepositListSchema,
  });
  return data;
}

export const useTaxDeposits = (companyId: string, year: number) =>
  useQuery({
    queryKey: taxFilingKeys.deposits(companyId, year),
    queryFn: () => listTaxDeposits(companyId, year),
  });

/**
 * The company's deposits of last year and this one: December's and the fourth quarter's deposits
 * of a year fall due in January and February of the next.
 */
export const useRecentTaxDeposits = (companyId: string, year: number) =>
  useQuery({
    queryKey: [...taxFilingKeys.deposits(companyId, year), 'with-last-year'],
    queryFn: async (): Promise<TaxDeposit[]> => {
      const [last, current] = await Promise.all([
        listTaxDeposits(companyId, year - 1),
        listTaxDeposits(companyId, year),
      ]);
      return [...last.items, ...current.items];
    },
  });

/** GET /tax-deposits/overdue-count: the administrator's count of companies with a late deposit. */
export const useOverdueDepositCount = () =>
  useQuery({
    queryKey: [...taxFilingKeys.all, 'overdue-count'],
    queryFn: async () => {
      const { data } = await apiRequest('/tax-deposits/overdue-count', {
        schema: taxDepositOverdueCountSchema,
      });
      return data.companies;
    },
  });
