import type { PaycheckFederalW4 } from '@paydesk/contracts';
import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateFlag } from './certificate-fields';
import {
  NEW_MEXICO_ANNUAL_TABLES,
  type NewMexicoAnnualLine,
  type NewMexicoStatus,
} from './data/new-mexico-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

type NewMexicoYear = StateYearData & {
  readonly annualTables: Readonly<Record<NewMexicoStatus, readonly NewMexicoAnnualLine[]>>;
  /** Supplemental wages paid apart from the regular wages. */
  readonly supplementalRate: Rate;
};

const FYI_104_2026: NewMexicoYear = {
  annualTables: NEW_MEXICO_ANNUAL_TABLES,
  supplementalRate: percent('5.9'),
  programmes: [],
  publication: 'FYI-104 New Mexico Withholding Tax (Rev. 11/2025)',
};

/** A pay period's table as FYI-104 prints it: line starts to the dollar, bases to the cent. */
export const newMexicoPeriodTable = (
  lines: readonly NewMexicoAnnualLine[],
  periodsPerYear: number,
): readonly TaxBracket[] =>
  bracketsOf(
    lines.map(([overDollars, baseCents, rate]) => [
      divideRoundHalfUp(overDollars, periodsPerYear) * 100,
      divideRoundHalfUp(baseCents, periodsPerYear),
      rate,
    ]),
  );

/**
 * FYI-104 has no state certificate: the employee's federal W-4 picks the column. Single or
 * married filing separately (the higher single rate) take the single column.
 */
export const newMexicoStatus = (federal: PaycheckFederalW4): NewMexicoStatus => {
  if (federal.w4Version === '2019') return federal.filingStatus;
  if (federal.filingStatus === 'married_jointly') return 'married';
  if (federal.filingStatus === 'head_of_household') return 'head_of_household';
  return 'single';
};

export const newMexico = defineStateModule({
  code: 'NM',
  name: 'New Mexico',
  certificateName: 'federal W-4 (New Mexico)',
  // No W-4 marked for New Mexico: the federal W-4 on file answers for it, so nothing is added and
  // nothing is exempt.
  certificateSchema: z.strictObject({
    /** The extra amount on the W-4 copy kept for New Mexico, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** The New Mexico copy claims exemption (income exempt from New Mexico tax). */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, FYI_104_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: (input) => {
      const { certificate, data, federal, taxableWagesCents, periodsPerYear, explain } = input;
      if (certificate.exempt) return 0;
      // FYI-104: supplemental wages paid apart take a flat 5.9%; paid with the regular wages they
      // are tabled together.
      if (isSupplementalOnly(input.wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      explain.method('periodPercentage');
      const table = newMexicoPeriodTable(
        data.annualTables[newMexicoStatus(federal)],
        periodsPerYear,
      );
      const tax = bracketTax(table, taxableWagesCents, 'over');
      explain.cents('periodTaxableWages', taxableWagesCents);
      explain.bracket(findBracket(table, taxableWagesCents, 'over'), false);
      explain.cents('periodTax', tax);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
