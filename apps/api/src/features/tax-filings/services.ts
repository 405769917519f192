import type { AppContext } from '@paydesk/api/platform/app-context';
import { createTaxLiabilitiesService } from './tax-liabilities-service';

/** The tax-filings feature's services, bound to the platform once at boot. */
export const createTaxFilingsServices = (context: AppContext) => ({
  liabilities: createTaxLiabilitiesService(context),
});

export type TaxFilingsServices = ReturnType<typeof createTaxFilingsServices>;
