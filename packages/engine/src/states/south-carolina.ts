import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { explainedAdditional, explainedBracketTax } from './explained-tables';
import { bracketsOf, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** One edition of the SC withholding formula (WH-1603F), annual figures. */
export type SouthCarolinaYear = StateYearData & {
  readonly allowanceCents: number;
  /** The standard deduction: this share of annual wages, at most the cap, once one allowance is claimed. */
  readonly standardDeductionRate: Rate;
  readonly standardDeductionMaxCents: number;
  readonly brackets: readonly TaxBracket[];
};

// WH-1603F "2026 SC Withholding Tax Formula" (SCDOR), as transcribed in the 2026 state
// withholding reference: $5,000 per allowance; 10% standard deduction up to $7,500; 0% to
// $3,640, 3% to $18,230, $437.70 + 6% above. H.4216 (Act No. 110, signed 30 March 2026) changed
// the 2026 rates after this formula was published; SCDOR's revised formula and its effective date
// were not found. When it is, it is one more edition below (from its effective pay date), not
// new code.
export const WH_1603F_2026: SouthCarolinaYear = {
  allowanceCents: 5_000_00,
  standardDeductionRate: percent('10'),
  standardDeductionMaxCents: 7_500_00,
  brackets: bracketsOf([
    [0, 0, '0'],
    [3_640_00, 0, '3'],
    [18_230_00, 437_70, '6'],
  ]),
  publication: 'WH-1603F 2026 SC Withholding Tax Formula (SCDOR)',
  programmes: [],
};

/** The formula's standard deduction: none without an allowance, else a capped share of wages. */
export const southCarolinaStandardDeduction = (
  data: SouthCarolinaYear,
  annualWagesCents: number,
  allowances: number,
): number =>
  allowances === 0
    ? 0
    : Math.min(
        applyRate(annualWagesCents, data.standardDeductionRate),
        data.standardDeductionMaxCents,
      );

export const southCarolina = defineStateModule({
  code: 'SC',
  name: 'South Carolina',
  certificateName: 'SC W-4',
  // No SC W-4 on file: no allowances (WH-1603F), hence no standard deduction either. An expired
  // exemption (not renewed by 15 February) falls back to the same.
  certificateSchema: z.strictObject({
    /** Line 5. */
    allowances: certificateCount(),
    /** Line 6, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 7: exempt for the calendar year. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, WH_1603F_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    // WH-1603F prints no separate rule for bonus and commission: they are annualized with the
    // regular wages of the period (aggregate method).
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annualWages = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annualWages);
      const standardDeduction = southCarolinaStandardDeduction(
        data,
        annualWages,
        certificate.allowances,
      );
      explain.cents('standardDeduction', standardDeduction);
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', data.allowanceCents);
      const annualTaxable = Math.max(
        0,
        annualWages - standardDeduction - certificate.allowances * data.allowanceCents,
      );
      explain.cents('annualTaxableWages', annualTaxable);
      const annualTax = explainedBracketTax(data.brackets, annualTaxable, 'over', true, explain);
      explain.cents('annualTax', annualTax);
      // The formula's annual tax, to the cent as its example prints it, divided by the periods.
      return (
        divideRoundHalfUp(annualTax, periodsPerYear) +
        explainedAdditional(certificate.additionalWithholdingCents, explain)
      );
    },
  },
});
