import { bankAccountSchema, type BankAccount, type BankAccountFields } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';
import { bankAccountKeys, type Holder } from './bank-account-keys';

/** POST /bank-accounts: an account of the holder (a new funding account replaces the old). */
export async function createBankAccount(
  holder: Holder,
  fields: BankAccountFields,
): Promise<BankAccount> {
  const { data } = await apiRequest('/bank-accounts', {
    method: 'POST',
    body: {
      ...fields,
      companyId: holder.companyId,
      ...(holder.employeeId ? { employeeId: holder.employeeId } : {}),
    },
    schema: bankAccountSchema,
  });
  return data;
}

export function useCreateBankAccount(holder: Holder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BankAccountFields) => createBankAccount(holder, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.list(holder) }),
  });
}
