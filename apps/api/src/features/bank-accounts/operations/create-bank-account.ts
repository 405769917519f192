import { bankAccountSchema, createBankAccountRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { bankAccountPolicies } from '../policies/bank-account-policy';
import type { BankAccountServices } from '../services';

export const createBankAccount = defineOperation<BankAccountServices>()({
  method: 'POST',
  url: '/api/bank-accounts',
  policy: bankAccountPolicies.create,
  schema: {
    summary:
      'Add a company’s funding account (it replaces the active one) or one of an employee’s deposit accounts',
    body: createBankAccountRequestSchema,
    response: { 201: bankAccountSchema },
  },
  handle: async ({ access, body, reply }, accounts) =>
    reply.status(201).send(await accounts.create(access, body)),
});
