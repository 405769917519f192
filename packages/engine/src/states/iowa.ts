import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCents,
  certificateCount,
  certificateFlag,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type IowaStatus =
  'single' | 'married_jointly' | 'married_jointly_spouse_no_income' | 'head_of_household';

type IowaYear = StateYearData & {
  readonly rate: Rate;
  /** Annual standard deduction by IA W-4 status. */
  readonly standardDeductionCents: Readonly<Record<IowaStatus, number>>;
  /** Per allowance on an IA W-4 from before 2024, which counted allowances, annual. */
  readonly legacyAllowanceCents: number;
};

// Iowa Withholding Formula for wages paid beginning 1 January 2026: 3.80% of wages less the
// standard deduction ($13,000; $26,000 married filing jointly whose spouse has no earned income;
// $19,500 head of household), less the IA W-4 allowance dollars, each spread over the periods.
// The per-period figures agree with the formula's examples (biweekly 500 / 1,000 / 750).
const IOWA_2026: IowaYear = {
  rate: percent('3.80'),
  standardDeductionCents: {
    single: 13_000_00,
    married_jointly: 13_000_00,
    married_jointly_spouse_no_income: 26_000_00,
    head_of_household: 19_500_00,
  },
  legacyAllowanceCents: 40_00,
  programmes: [],
  publication: 'Iowa Withholding Formula, wages paid from 1 January 2026 (Iowa DOR)',
};

export const iowa = defineStateModule({
  code: 'IA',
  name: 'Iowa',
  certificateName: 'IA W-4',
  // No IA W-4 on file: the $13,000 column and no allowance.
  certificateSchema: z.strictObject({
    /** `single` also covers married filing separately; `married_jointly` has two earners. */
    filingStatus: z
      .enum(
        ['single', 'married_jointly', 'married_jointly_spouse_no_income', 'head_of_household'],
        {
          error:
            'must be single, married_jointly, married_jointly_spouse_no_income or head_of_household',
        },
      )
      .default('single'),
    /** The 2024+ form's total allowance, in dollars a year (personal and dependent credits). */
    allowanceCents: certificateCents().default(0),
    /** Allowances counted on an IA W-4 from before 2024, $40 each. */
    legacyAllowances: certificateCount(),
    /** Line 8, per period. */
    additionalWithholdingCents: additionalWithholding(),
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, IOWA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const deduction = perPeriod(
        data.standardDeductionCents[certificate.filingStatus],
        periodsPerYear,
      );
      const t1 = Math.max(0, taxableWagesCents - deduction);
      const t2 = applyRate(t1, data.rate);
      // The allowance is a credit against the tax, not a deduction from wages.
      const allowance = perPeriod(
        certificate.allowanceCents + certificate.legacyAllowances * data.legacyAllowanceCents,
        periodsPerYear,
      );
      explain.method('flatRate');
      explain.cents('standardDeduction', deduction);
      explain.cents('periodTaxableWages', t1);
      explain.rate('rate', data.rate);
      if (allowance > 0) {
        explain.cents('periodTax', t2);
        if (certificate.legacyAllowances > 0) {
          explain.count('allowances', certificate.legacyAllowances);
        }
        explain.cents('taxCredit', allowance);
      }
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return Math.max(0, t2 - allowance) + certificate.additionalWithholdingCents;
    },
  },
});
