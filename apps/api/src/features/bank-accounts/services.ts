import type { AppContext } from '@paydesk/api/platform/app-context';
import { createBankAccountsService } from './bank-accounts-service';
import type { PayrollFunding } from './payroll-funding';

/** The bank-accounts feature's services, bound to the platform once at boot. */
export const createBankAccountServices = (context: AppContext, payrolls: PayrollFunding) =>
  createBankAccountsService(context, payrolls);

export type BankAccountServices = ReturnType<typeof createBankAccountServices>;
