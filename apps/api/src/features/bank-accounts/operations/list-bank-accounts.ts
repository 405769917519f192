import { bankAccountListQuerySchema, bankAccountListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { bankAccountPolicies } from '../policies/bank-account-policy';
import type { BankAccountServices } from '../services';

export const listBankAccounts = defineOperation<BankAccountServices>()({
  method: 'GET',
  url: '/api/bank-accounts',
  policy: bankAccountPolicies.list,
  schema: {
    summary:
      'The company’s own accounts, or with employeeId (contractorId) that employee’s (contractor’s), oldest first',
    querystring: bankAccountListQuerySchema,
    response: { 200: bankAccountListSchema },
  },
  handle: async ({ access, query }, accounts) => ({ items: await accounts.list(access, query) }),
});
