import type { TaxLiability, TaxLiabilityQuery } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { depositDueDateOf } from './deposit-due-dates';
import { ledgerOf } from './tax-liability-lines';
import { taxLineTotals } from './tax-liability-repository';

/**
 * The company's tax liability ledger: what each committed payroll of the range owes each agency,
 * added up from its issued stubs' tax lines every time it is asked, never from stored totals, so
 * a voided payment or a cancelled payroll leaves it at once.
 */
export function createTaxLiabilitiesService(context: AppContext) {
  return {
    async list(companyId: string, range: TaxLiabilityQuery): Promise<TaxLiability[]> {
      const totals = await taxLineTotals(context.database, companyId, range.from, range.to);
      return ledgerOf(totals, depositDueDateOf, (line) =>
        context.logger.warn(
          { companyId, payrollId: line.payrollId, code: line.code },
          'a stub tax line with a code the ledger does not know was left out',
        ),
      );
    },
  };
}

export type TaxLiabilitiesService = ReturnType<typeof createTaxLiabilitiesService>;
