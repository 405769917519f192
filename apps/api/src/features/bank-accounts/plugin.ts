import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { createBankAccount } from './operations/create-bank-account';
import { deleteBankAccount } from './operations/delete-bank-account';
import { listBankAccounts } from './operations/list-bank-accounts';
import type { BankAccountServices } from './services';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    bankAccountServices: BankAccountServices;
  }
}

/** Bank accounts: companies' funding accounts and employees' split deposit accounts. */
export const createBankAccountsFeature =
  (services: BankAccountServices): FeaturePlugin =>
  async (app, { auth }) => {
    app.decorate('bankAccountServices', services);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['bank-accounts'] }, [
      createBankAccount,
      listBankAccounts,
      deleteBankAccount,
    ]);
  };
