import type { TaxLiability, TaxLiabilityQuery } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { depositDueDateOf } from './deposit-due-dates';
import type { ComputedDeposit } from './deposits/computed-deposits';
import type { TaxDepositsService } from './deposits/tax-deposits-service';
import { ledgerOf } from './tax-liability-lines';
import { taxLineTotals } from './tax-liability-repository';

/**
 * The company's tax liability ledger: what each committed payroll of the range owes each agency,
 * added up from its issued stubs' tax lines every time it is asked, never from stored totals, so
 * a voided payment or a cancelled payroll leaves it at once. The IRS due dates are those of the
 * company's deposits of the years the range touches.
 */
export function createTaxLiabilitiesService(
  context: AppContext,
  deposits: Pick<TaxDepositsService, 'depositsOfYear'>,
) {
  return {
    async list(companyId: string, range: TaxLiabilityQuery): Promise<TaxLiability[]> {
      const totals = await taxLineTotals(context.database, companyId, range.from, range.to);
      const yearDeposits: ComputedDeposit[] = [];
      const [first, last] = [Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))];
      for (let year = first; year <= last; year += 1) {
        yearDeposits.push(...(await deposits.depositsOfYear(companyId, year)).deposits);
      }
      return ledgerOf(totals, depositDueDateOf(yearDeposits), (line) =>
        context.logger.warn(
          { companyId, payrollId: line.payrollId, code: line.code },
          'a stub tax line with a code the ledger does not know was left out',
        ),
      );
    },
  };
}

export type TaxLiabilitiesService = ReturnType<typeof createTaxLiabilitiesService>;
