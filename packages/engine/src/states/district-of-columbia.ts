import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import {
  DISTRICT_OF_COLUMBIA_ALLOWANCE_CENTS,
  DISTRICT_OF_COLUMBIA_PUBLICATION,
  DISTRICT_OF_COLUMBIA_SCHEDULE,
} from './data/district-of-columbia-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type BracketRow, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type DistrictOfColumbiaYear = StateYearData & {
  readonly allowanceCents: number;
  readonly schedule: readonly BracketRow[];
};

// DC Paid Family Leave (0.75% for 2026) is paid by the employer alone: no employee programme.
const DISTRICT_OF_COLUMBIA_2026: DistrictOfColumbiaYear = {
  allowanceCents: DISTRICT_OF_COLUMBIA_ALLOWANCE_CENTS,
  schedule: DISTRICT_OF_COLUMBIA_SCHEDULE,
  programmes: [],
  publication: DISTRICT_OF_COLUMBIA_PUBLICATION,
};

/**
 * The period's table: every line start and base of the annual schedule divided by the periods,
 * half-up to the cent, the way each figure of FR-230's printed period tables was made.
 */
export const districtOfColumbiaPeriodTable = (
  schedule: readonly BracketRow[],
  periodsPerYear: number,
): readonly TaxBracket[] =>
  bracketsOf(
    schedule.map(([from, base, rate]) => [
      divideRoundHalfUp(from, periodsPerYear),
      divideRoundHalfUp(base, periodsPerYear),
      rate,
    ]),
  );

/**
 * District of Columbia. MEDIUM CONFIDENCE: OTR has published no withholding tables since 2018;
 * this is FR-230's percentage method on the current schedule and allowance, as OTR Tax Notice
 * 2022-08 directs (see data/district-of-columbia-tables.ts).
 */
export const districtOfColumbia = defineStateModule({
  code: 'DC',
  name: 'District of Columbia',
  certificateName: 'D-4',
  // No D-4 on file: no allowances. FR-230 requires a D-4 but states no rule for its absence;
  // withholding on the whole wage is the choice that never under-withholds (FLAGGED).
  certificateSchema: z.strictObject({
    /** Withholding allowances. The D-4's filing status changes nothing: the schedule is one. */
    allowances: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    /** Exempt, including a servicemember's spouse under the MSRRA (FR-230 p. 5). */
    exempt: certificateFlag(),
    /**
     * D-4A on file: the employee lives outside the District, whose Home Rule Act forbids it to
     * tax a nonresident's wages. Not a reciprocal agreement: it holds for every other state.
     */
    nonresident: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, DISTRICT_OF_COLUMBIA_2026) },
  incomeTax: {
    // FR-230 counts bonus and commission as wages, prints no supplemental rule, and taxes them
    // with the regular wages of the period.
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.nonresident) {
        explain.method('exempt');
        return 0;
      }
      explain.method('periodPercentage');
      // Step 1: the period's allowance (annual ÷ periods, to the cent) times the allowances.
      const perAllowance = perPeriod(data.allowanceCents, periodsPerYear);
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', perAllowance);
      // Step 2: no standard deduction in the withholding (FR-230 p. 5).
      const taxable = Math.max(0, taxableWagesCents - certificate.allowances * perAllowance);
      explain.cents('periodTaxableWages', taxable);
      // Step 3: the period's percentage table, "over … but not over".
      const table = districtOfColumbiaPeriodTable(data.schedule, periodsPerYear);
      explain.bracket(findBracket(table, taxable, 'over'), false);
      const tax = bracketTax(table, taxable, 'over');
      explain.cents('periodTax', tax);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
