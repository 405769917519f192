import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type VirginiaYear = StateYearData & {
  readonly brackets: readonly TaxBracket[];
  readonly standardDeductionCents: number;
  /** Per VA-4 personal exemption, annual. */
  readonly personalExemptionCents: number;
  /** Per age-65 or blind exemption, annual. */
  readonly ageOrBlindExemptionCents: number;
};

/** The VA-4 lines the formula reads. */
export type VirginiaExemptions = {
  readonly personalExemptions: number;
  readonly ageOrBlindExemptions: number;
};

/**
 * Formula method (Employer's Guide p. 21): annualize (daily pay uses 300 periods, whatever the
 * payroll), less the standard deduction and exemptions, annual tax rounded to the cent, ÷ periods
 * rounded to the cent. (The guide's own example rounds the annual tax to the dollar instead.)
 */
export const virginiaWithholding = (
  wagesCents: number,
  exemptions: VirginiaExemptions,
  periodsPerYear: number,
  year: VirginiaYear,
  explain?: Explainer,
): number => {
  const annualWages = wagesCents * periodsPerYear;
  const count = exemptions.personalExemptions + exemptions.ageOrBlindExemptions;
  const exemptionCents =
    exemptions.personalExemptions * year.personalExemptionCents +
    exemptions.ageOrBlindExemptions * year.ageOrBlindExemptionCents;
  const taxableCents = annualWages - year.standardDeductionCents - exemptionCents;
  const annualTax = bracketTax(year.brackets, taxableCents, 'over', explain, true);
  if (explain !== undefined) {
    explain.cents('annualWages', annualWages);
    explain.cents('standardDeduction', year.standardDeductionCents);
    if (count > 0) {
      explain.count('exemptions', count);
      explain.cents('exemptionAmount', exemptionCents);
    }
    explain.cents('annualTaxableWages', Math.max(0, taxableCents));
    explain.cents('annualTax', annualTax);
  }
  return divideRoundHalfUp(annualTax, periodsPerYear);
};

// Income Tax Withholding Guide for Employers (Rev. 05/25), formula p. 21, applied to 2026 as no
// 2026 revision was found (FLAGGED): $8,750 standard deduction, $930 per personal exemption; 2% to
// $3,000, 3% to $5,000, 5% to $17,000, 5.75% above. The $800 age-65/blind exemption is not in
// the stored sources (general knowledge, Va. Code §58.1-322.03): FLAGGED.
export const VIRGINIA_2026: VirginiaYear = {
  brackets: bracketsOf([
    [0, 0, '2'],
    [3_000_00, 60_00, '3'],
    [5_000_00, 120_00, '5'],
    [17_000_00, 720_00, '5.75'],
  ]),
  standardDeductionCents: 8_750_00,
  personalExemptionCents: 930_00,
  ageOrBlindExemptionCents: 800_00,
  programmes: [],
  publication: 'Income Tax Withholding Guide for Employers (Rev. 05/25), Virginia Tax',
};

export const virginia = defineStateModule({
  code: 'VA',
  name: 'Virginia',
  certificateName: 'VA-4',
  // No VA-4 on file: no exemptions.
  certificateSchema: z.strictObject({
    /** Line 1: personal exemptions (self, spouse, dependents). */
    personalExemptions: certificateCount(),
    /** Age-65 and blindness exemptions of the employee and spouse. */
    ageOrBlindExemptions: certificateCount(),
    /** Line 2, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 3 (no liability) or line 4 (military spouse): nothing withheld. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, VIRGINIA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const taxCents = virginiaWithholding(
        taxableWagesCents,
        certificate,
        periodsPerYear,
        data,
        explain,
      );
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return taxCents + certificate.additionalWithholdingCents;
    },
  },
});
