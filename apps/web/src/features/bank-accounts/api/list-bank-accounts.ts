import { bankAccountListSchema, type BankAccount } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { bankAccountKeys, type Holder } from './bank-account-keys';

/** GET /bank-accounts: the company's own accounts, or one employee's. */
export async function listBankAccounts(holder: Holder): Promise<BankAccount[]> {
  const query = new URLSearchParams({ companyId: holder.companyId });
  if (holder.employeeId) query.set('employeeId', holder.employeeId);
  const { data } = await apiRequest(`/bank-accounts?${query.toString()}`, {
    schema: bankAccountListSchema,
  });
  return data.items;
}

export const bankAccountsQueryOptions = (holder: Holder) =>
  queryOptions({
    queryKey: bankAccountKeys.list(holder),
    queryFn: () => listBankAccounts(holder),
  });

export const useBankAccounts = (holder: Holder) => useQuery(bankAccountsQueryOptions(holder));
