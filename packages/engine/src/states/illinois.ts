import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';
import { explainAdditional } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData } from './state-module';

type IllinoisYear = StateYearData & {
  readonly rate: Rate;
  /** IL-W-4 line 1, per basic allowance, annual. */
  readonly basicAllowanceCents: number;
  /** IL-W-4 line 2, per additional allowance, annual. */
  readonly additionalAllowanceCents: number;
};

// Booklet IL-700-T automated payroll method: 4.95%; $2,850 per basic allowance in 2025
// (R-12/24), $2,925 in 2026 (R-12/25); $1,000 per additional allowance. (The SUTA wage base is in
// src/suta/wage-bases.ts.)
const illinoisYear = (basicAllowanceCents: number, publication: string): IllinoisYear => ({
  rate: percent('4.95'),
  basicAllowanceCents,
  additionalAllowanceCents: 1_000_00,
  programmes: [],
  publication,
});

const allowanceCount = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(99, 'must be at most 99');

export const illinois = defineStateModule({
  code: 'IL',
  name: 'Illinois',
  certificateName: 'IL-W-4',
  // No IL-W-4 on file: withhold with zero allowances, which the defaults give.
  certificateSchema: z.strictObject({
    /** Line 1. */
    basicAllowances: allowanceCount.default(0),
    /** Line 2. */
    additionalAllowances: allowanceCount.default(0),
    /** Line 3, per pay period. */
    additionalWithholdingCents: z
      .number({ error: 'must be a number of cents' })
      .int('must be a whole number of cents')
      .min(0, 'must not be negative')
      .max(9_999_999_999, 'must have at most 10 digits')
      .default(0),
    exempt: z.boolean({ error: 'must be true or false' }).default(false),
  }),
  taxYears: {
    2025: wholeYear(2025, illinoisYear(2_850_00, 'Booklet IL-700-T (R-12/24), Illinois DOR')),
    2026: wholeYear(2026, illinoisYear(2_925_00, 'Booklet IL-700-T (R-12/25), Illinois DOR')),
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, federal, taxableWagesCents, periodsPerYear, explain }) => {
      // Publication 130: the IL-W-4 exemption holds only when the federal W-4 claims it too.
      if (certificate.exempt && federal.exempt) return 0;
      // The booklet rounds the per-period exemption to the cent before subtracting it.
      const exemptionCents = divideRoundHalfUp(
        certificate.basicAllowances * data.basicAllowanceCents +
          certificate.additionalAllowances * data.additionalAllowanceCents,
        periodsPerYear,
      );
      const taxable = Math.max(0, taxableWagesCents - exemptionCents);
      explain.method('flatRate');
      const allowances = certificate.basicAllowances + certificate.additionalAllowances;
      if (allowances > 0) {
        explain.count('allowances', allowances);
        explain.cents('exemptionAmount', exemptionCents);
      }
      explain.cents('periodTaxableWages', taxable);
      explain.rate('rate', data.rate);
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return applyRate(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
  },
});
