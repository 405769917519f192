import type { AppContext } from '@paydesk/api/platform/app-context';
import { createDeductionsService } from './deductions-service';
import { createGarnishmentsService } from './garnishments-service';
import { createRemittancesService } from './remittances-service';
import { noStatutoryLimits, type StatutoryLimitOf } from './statutory-limits';

/** The deductions feature's services: recurring deductions, orders, and what a payroll remits. */
export function createDeductionServices(
  context: AppContext,
  limitOf: StatutoryLimitOf = noStatutoryLimits,
) {
  return {
    deductions: createDeductionsService(context, limitOf),
    garnishments: createGarnishmentsService(context),
    remittances: createRemittancesService(context),
  };
}

export type DeductionServices = ReturnType<typeof createDeductionServices>;
