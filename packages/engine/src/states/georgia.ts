import { z } from 'zod';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import type { StateYearData } from './state-module';

type GeorgiaYear = StateYearData & {
  readonly rate: Rate;
  /** Table E, annual: married filing jointly with one spouse working. */
  readonly marriedOneIncomeDeductionCents: number;
  /** Table E, annual: every other status. */
  readonly standardDeductionCents: number;
  /** Table E, annual, per dependent or additional allowance. */
  readonly allowanceCents: number;
};

// Employer's Tax Guide, December 2025 edition: 5.19%, Table E $24,000 / $12,000 / $4,000.
const GUIDE_2025_12: GeorgiaYear = {
  rate: percent('5.19'),
  marriedOneIncomeDeductionCents: 24_000_00,
  standardDeductionCents: 12_000_00,
  allowanceCents: 4_000_00,
  programmes: [],
  publication: 'Employer’s Tax Guide, December 2025 edition (Georgia DOR)',
};

// Employer's Tax Guide, June 2026 edition (HB 463): 4.99%, Table E $30,000 / $15,000 / $5,000,
// for wages paid from 11 May 2026. The cut is retroactive for the annual return, not for
// withholding: paychecks before that date keep the December tables.
const GUIDE_2026_06: GeorgiaYear = {
  rate: percent('4.99'),
  marriedOneIncomeDeductionCents: 30_000_00,
  standardDeductionCents: 15_000_00,
  allowanceCents: 5_000_00,
  programmes: [],
  publication: 'Employer’s Tax Guide, June 2026 edition (Georgia DOR)',
};

export const georgia = defineStateModule({
  code: 'GA',
  name: 'Georgia',
  certificateName: 'G-4',
  // FLAGGED: the stored sources do not give Georgia's default without a G-4; single with no
  // allowances is used.
  certificateSchema: z.strictObject({
    /** Line 3. Only married filing jointly with one spouse working takes the larger deduction. */
    filingStatus: z
      .enum(
        [
          'single',
          'married_jointly_both_working',
          'married_jointly_one_working',
          'married_separately',
          'head_of_household',
        ],
        {
          error:
            'must be single, married_jointly_both_working, married_jointly_one_working, married_separately or head_of_household',
        },
      )
      .default('single'),
    /** Line 4. */
    dependentAllowances: certificateCount(),
    /** Line 5 (the worksheet's additional allowances). */
    additionalAllowances: certificateCount(),
    /** Line 6, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 8. */
    exempt: certificateFlag(),
  }),
  taxYears: {
    2026: [
      { effectiveFrom: '2026-01-01', data: GUIDE_2025_12 },
      { effectiveFrom: '2026-05-11', data: GUIDE_2026_06 },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const deduction =
        certificate.filingStatus === 'married_jointly_one_working'
          ? data.marriedOneIncomeDeductionCents
          : data.standardDeductionCents;
      // The guide prints each Table E figure per period to the cent; allowances multiply the
      // one-allowance figure.
      const allowances = certificate.dependentAllowances + certificate.additionalAllowances;
      const periodDeduction = perPeriod(deduction, periodsPerYear);
      const perAllowance = perPeriod(data.allowanceCents, periodsPerYear);
      const taxable = Math.max(0, taxableWagesCents - periodDeduction - allowances * perAllowance);
      explain.method('flatRate');
      explain.cents('standardDeduction', periodDeduction);
      if (allowances > 0) {
        explain.count('allowances', allowances);
        explain.cents('allowanceAmount', perAllowance);
      }
      explain.cents('periodTaxableWages', taxable);
      explain.rate('rate', data.rate);
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return applyRate(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
  },
});
