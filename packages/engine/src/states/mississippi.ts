import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, ZERO_RATE, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCents,
  certificateFlag,
  explainAdditional,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type MississippiStatus =
  'single' | 'married_spouse_not_employed' | 'married_spouse_employed' | 'head_of_family';

type MississippiYear = StateYearData & {
  readonly rate: Rate;
  /** Annual taxable income taxed at 0%. */
  readonly zeroBracketCents: number;
  readonly standardDeductionCents: Readonly<Record<MississippiStatus, number>>;
};

// Pub. 89-700-25-1 (Rev. 07/25, revised 1.13.2026) and the Computer Payroll Accounting flowchart
// (Rev. 8/13/25): annual wages less the 89-350 exemptions and the standard deduction; 4.0% of the
// part above $10,000; ÷ periods; whole dollars.
const MISSISSIPPI_2026: MississippiYear = {
  rate: percent('4.0'),
  zeroBracketCents: 10_000_00,
  standardDeductionCents: {
    single: 2_300_00,
    married_spouse_not_employed: 4_600_00,
    // Each employed spouse takes half of the married deduction.
    married_spouse_employed: 2_300_00,
    head_of_family: 3_400_00,
  },
  programmes: [],
  publication: 'Pub. 89-700-25-1 (Rev. 07/25, revised 1.13.2026), Mississippi DOR',
};

export const mississippi = defineStateModule({
  code: 'MS',
  name: 'Mississippi',
  certificateName: '89-350',
  // No 89-350 on file: single, no exemption (a federal W-4 is not acceptable in its place).
  certificateSchema: z.strictObject({
    /** Lines 1, 2(a), 2(b), 3. */
    filingStatus: z
      .enum(
        ['single', 'married_spouse_not_employed', 'married_spouse_employed', 'head_of_family'],
        {
          error:
            'must be single, married_spouse_not_employed, married_spouse_employed or head_of_family',
        },
      )
      .default('single'),
    /** Line 6: total exemption dollars a year (personal, dependents, age and blindness). */
    exemptionCents: certificateCents().default(0),
    /** Line 7, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 8: military spouse exemption. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, MISSISSIPPI_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      const annualWages = taxableWagesCents * periodsPerYear;
      const deduction = data.standardDeductionCents[certificate.filingStatus];
      const annualTaxable = annualWages - certificate.exemptionCents - deduction;
      const annualTax = applyRate(Math.max(0, annualTaxable - data.zeroBracketCents), data.rate);
      explain.cents('annualWages', annualWages);
      if (certificate.exemptionCents > 0) {
        explain.cents('exemptionAmount', certificate.exemptionCents);
      }
      explain.cents('standardDeduction', deduction);
      explain.cents('annualTaxableWages', Math.max(0, annualTaxable));
      // Two rows: 0% up to the zero bracket, the rate above it.
      explain.bracket(
        annualTaxable > data.zeroBracketCents
          ? { fromCents: data.zeroBracketCents, baseCents: 0, rate: data.rate }
          : { fromCents: 0, baseCents: 0, rate: ZERO_RATE },
        true,
      );
      explain.cents('annualTax', annualTax);
      explain.rounding('dollarHalfUp');
      explainAdditional(explain, certificate.additionalWithholdingCents);
      // The period's tax to the whole dollar; the additional amount is whole dollars on the form.
      return (
        divideRoundHalfUp(annualTax, periodsPerYear * 100) * 100 +
        certificate.additionalWithholdingCents
      );
    },
  },
});
