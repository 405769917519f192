import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { bankAccountPolicies, holderOfHeaders } from '../policies/bank-account-policy';
import type { BankAccountServices } from '../services';
import { bankAccountIdParams, holderHeaders } from './bank-account-params';

export const deleteBankAccount = defineOperation<BankAccountServices>()({
  method: 'DELETE',
  url: '/api/bank-accounts/:id',
  policy: bankAccountPolicies.remove,
  schema: {
    summary:
      'Delete an account of the holder named by Company-ID (and Employee-Id or Contractor-Id)',
    headers: holderHeaders,
    params: bankAccountIdParams,
    response: { 204: z.null() },
  },
  handle: async ({ access, params, request, reply }, accounts) => {
    await accounts.remove(access, holderOfHeaders(request.headers), params.id);
    return reply.status(204).send(null);
  },
});
