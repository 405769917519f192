import {
  bankAccountListSchema,
  bankAccountSchema,
  type BankAccount,
  type BankAccountFields,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { contractorKeys } from './contractor-keys';

/** Whose account: the contractor and their company (an owner's view and their own alike). */
export type ContractorHolder = { companyId: string; contractorId: string };

/** GET /bank-accounts?companyId=&contractorId=: the contractor's deposit account(s). */
export async function listContractorBankAccounts(holder: ContractorHolder): Promise<BankAccount[]> {
  const query = new URLSearchParams(holder);
  const { data } = await apiRequest(`/bank-accounts?${query.toString()}`, {
    schema: bankAccountListSchema,
  });
  return data.items;
}

export const useContractorBankAccounts = (holder: ContractorHolder) =>
  useQuery({
    queryKey: contractorKeys.bankAccounts(holder.contractorId),
    queryFn: () => listContractorBankAccounts(holder),
  });

/** POST /bank-accounts with `contractorId`: the account a direct deposit pays into. */
export async function createContractorBankAccount(
  holder: ContractorHolder,
  fields: BankAccountFields,
): Promise<BankAccount> {
  const { data } = await apiRequest('/bank-accounts', {
    method: 'POST',
    body: { ...fields, ...holder },
    schema: bankAccountSchema,
  });
  return data;
}

export function useCreateContractorBankAccount(holder: ContractorHolder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BankAccountFields) => createContractorBankAccount(holder, fields),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contractorKeys.bankAccounts(holder.contractorId) }),
  });
}
