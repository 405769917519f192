import type { AppContext } from '@paydesk/api/platform/app-context';
import { createTaxDepositsService } from './deposits/tax-deposits-service';
import { createFilingStatusService } from './filing-status-service';
import { createFilingsService } from './filings-service';
import { createStateFilingsService } from './state-filings-service';
import { createTaxLiabilitiesService } from './tax-liabilities-service';

/** The tax-filings feature's services, bound to the platform once at boot. */
export const createTaxFilingsServices = (context: AppContext) => ({
  // Stateless: the ledger's due dates come from the same computation as the deposit list.
  liabilities: createTaxLiabilitiesService(context, createTaxDepositsService(context)),
  deposits: createTaxDepositsService(context),
  filings: createFilingsService(context, createTaxDepositsService(context)),
  filingStatuses: createFilingStatusService(context),
  stateFilings: createStateFilingsService(context),
});

export type TaxFilingsServices = ReturnType<typeof createTaxFilingsServices>;
