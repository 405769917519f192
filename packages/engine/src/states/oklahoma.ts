import { z } from 'zod';
import type { PayFrequency } from '../pay-frequency';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  roundToDollar,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** One pay period's table as printed: allowance, then the single and married columns. */
type OklahomaPeriod = {
  readonly allowanceCents: number;
  readonly single: readonly TaxBracket[];
  readonly married: readonly TaxBracket[];
};

type OklahomaYear = StateYearData & {
  readonly periods: Readonly<Record<PayFrequency, OklahomaPeriod>>;
};

/**
 * A printed column: 0% to `zero`, 2.5% to `second`, then 3.5% and 4.5% from their printed bases
 * (dollars for the line starts, cents for the bases).
 */
const column = (
  zero: number,
  second: number,
  third: number,
  thirdBaseCents: number,
  topBaseCents: number,
): readonly TaxBracket[] =>
  bracketsOf([
    [0, 0, '0'],
    [zero * 100, 0, '2.5'],
    [second * 100, thirdBaseCents, '3.5'],
    [third * 100, topBaseCents, '4.5'],
  ]);

// Packet OW-2, 2026 Oklahoma Income Tax Withholding Tables (Revised 11-2025), percentage method.
// The per-period tables are used as printed: their figures are rounded by the Commission, not
// the annual table divided.
const OW_2_2026: OklahomaYear = {
  periods: {
    weekly: {
      allowanceCents: 19_23,
      single: column(194, 216, 261, 55, 2_10),
      married: column(388, 433, 521, 1_11, 4_20),
    },
    biweekly: {
      allowanceCents: 38_46,
      single: column(388, 433, 521, 1_11, 4_20),
      married: column(777, 865, 1_042, 2_21, 8_40),
    },
    semimonthly: {
      allowanceCents: 41_67,
      single: column(421, 469, 565, 1_20, 4_55),
      married: column(842, 938, 1_129, 2_40, 9_10),
    },
    monthly: {
      allowanceCents: 83_33,
      single: column(842, 938, 1_129, 2_40, 9_10),
      married: column(1_683, 1_875, 2_258, 4_79, 18_21),
    },
  },
  programmes: [],
  publication: 'Packet OW-2 (Revised 11-2025), Oklahoma Tax Commission',
};

export const oklahoma = defineStateModule({
  code: 'OK',
  name: 'Oklahoma',
  certificateName: 'OK-W-4',
  // OW-2: an OK-W-4 left blank (or none on file) is withheld on as single with no allowances.
  certificateSchema: z.strictObject({
    /** "Married, but withhold at the higher single rate" takes the single column. */
    filingStatus: z
      .enum(['single', 'married', 'married_higher_single_rate'], {
        error: 'must be single, married or married_higher_single_rate',
      })
      .default('single'),
    allowances: certificateCount(),
    /** Per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 7: exempt. */
    exempt: certificateFlag(),
    /** Line 8: Military Spouses Residency Relief Act, with Form OW-9-MSE each year. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, OW_2_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      explain.method('periodPercentage');
      const period = data.periods[payFrequency];
      const table = certificate.filingStatus === 'married' ? period.married : period.single;
      const taxable = Math.max(
        0,
        taxableWagesCents - certificate.allowances * period.allowanceCents,
      );
      const tax = bracketTax(table, taxable, 'over');
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', period.allowanceCents);
      explain.cents('periodTaxableWages', taxable);
      explain.bracket(findBracket(table, taxable, 'over'), false);
      explain.cents('periodTax', tax);
      // OW-2 rounds the period's amount to the dollar: under 50 cents down, 50 cents and up.
      explain.rounding('dollarHalfUp');
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return roundToDollar(tax) + certificate.additionalWithholdingCents;
    },
  },
});
