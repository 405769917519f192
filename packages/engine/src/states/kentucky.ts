import { z } from 'zod';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateFlag, explainAdditional } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { annualRateByPeriod } from './per-period';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type KentuckyYear = StateYearData & {
  readonly rate: Rate;
  readonly standardDeductionCents: number;
};

// 42A003 (TCF)(10-2025), 2026 Withholding Tax Formula: annual wages less the $3,360 standard
// deduction, times 3.5%, divided by the pay periods. No allowances.
const KENTUCKY_2026: KentuckyYear = {
  rate: percent('3.5'),
  standardDeductionCents: 3_360_00,
  programmes: [],
  publication: '42A003 (TCF)(10-2025), 2026 Withholding Tax Formula (Kentucky DOR)',
};

export const kentucky = defineStateModule({
  code: 'KY',
  name: 'Kentucky',
  certificateName: 'K-4',
  certificateSchema: z.strictObject({
    /** One of the K-4 exemption boxes is checked (no liability, military spouse, reciprocal state). */
    exempt: certificateFlag(),
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, KENTUCKY_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annualWages = taxableWagesCents * periodsPerYear;
      const annualTaxable = Math.max(0, annualWages - data.standardDeductionCents);
      explain.cents('annualWages', annualWages);
      explain.cents('standardDeduction', data.standardDeductionCents);
      explain.cents('annualTaxableWages', annualTaxable);
      explain.rate('rate', data.rate);
      explainAdditional(explain, certificate.additionalWithholdingCents);
      // Annual tax ÷ periods, rounded once: the formula's own order (monthly $3,270 → $104.65).
      return (
        annualRateByPeriod(annualTaxable, data.rate, periodsPerYear) +
        certificate.additionalWithholdingCents
      );
    },
  },
});
