import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, explainAdditional, perPeriod } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type LouisianaYear = StateYearData & {
  readonly rate: Rate;
  /** Per standard deduction claimed in L-4 Block A, annual. */
  readonly standardDeductionCents: number;
};

// R-1306 (1/26): 3.09% of wages less Block A × $12,875 ÷ periods. FLAGGED: Block B (dependents)
// plays no part in the 2026 formula as the reference transcribes it; verify on the R-1306.
const LOUISIANA_2026: LouisianaYear = {
  rate: percent('3.09'),
  standardDeductionCents: 12_875_00,
  programmes: [],
  publication: 'R-1306 (1/26), Louisiana Department of Revenue',
};

export const louisiana = defineStateModule({
  code: 'LA',
  name: 'Louisiana',
  certificateName: 'L-4',
  // No L-4 on file: no standard deduction (R-1306 Formula 1, wages × 3.09%).
  certificateSchema: z.strictObject({
    /** Block A: 0 (none), 1 (single), 2 (married). */
    standardDeductions: z
      .literal([0, 1, 2], { error: 'must be 0, 1 or 2 (L-4 Block A)' })
      .default(0),
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, LOUISIANA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      // The deduction for all of Block A spread at once (biweekly, 2: $990.38).
      const deduction = perPeriod(
        certificate.standardDeductions * data.standardDeductionCents,
        periodsPerYear,
      );
      const taxable = Math.max(0, taxableWagesCents - deduction);
      explain.method('flatRate');
      if (deduction > 0) explain.cents('standardDeduction', deduction);
      explain.cents('periodTaxableWages', taxable);
      explain.rate('rate', data.rate);
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return applyRate(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
  },
});
