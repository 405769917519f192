import { z } from 'zod';
import { EngineInputError } from '../errors';
import { percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { applyRateToDollar } from './per-period';
import type { StateYearData } from './state-module';

type IdahoYear = StateYearData & {
  readonly rate: Rate;
  /** Per ID W-4 allowance, annual. */
  readonly allowanceCents: number;
  /** Pay periods per year (daily: 260) → the wages withheld on only above this, per status. */
  readonly thresholds: Readonly<
    Record<number, { readonly single: number; readonly married: number }>
  >;
};

const dollars = (single: number, married: number) => ({
  single: single * 100,
  married: married * 100,
});

// Idaho State Tax Commission, Table for Percentage Computation Method (Rev. 07-23-2026): 5.3%
// above the threshold; the allowance is worth $0 since the child tax credit sunset. FLAGGED: the
// Commission applied this table from 31 July 2026; the January–July 2026 table (with allowance
// values) is not in the stored sources, so this one is used for the whole year.
const IDAHO_2026: IdahoYear = {
  rate: percent('5.3'),
  allowanceCents: 0,
  thresholds: {
    1: dollars(16_100, 32_200),
    12: dollars(1_342, 2_683),
    24: dollars(671, 1_342),
    26: dollars(619, 1_238),
    52: dollars(310, 619),
    260: dollars(62, 124),
  },
  programmes: [],
  publication:
    'Table for Percentage Computation Method (Rev. 07-23-2026), Idaho State Tax Commission',
};

export const idaho = defineStateModule({
  code: 'ID',
  name: 'Idaho',
  certificateName: 'ID W-4',
  certificateSchema: z.strictObject({
    /** A: single (also head of household); B: married; C: married, withhold at the single rate. */
    filingStatus: z
      .enum(['single', 'married', 'married_single_rate'], {
        error: 'must be single, married or married_single_rate',
      })
      .default('single'),
    /** Line 1. */
    allowances: certificateCount(),
    /** Line 1 "Exempt". */
    exempt: certificateFlag(),
    /** Line 2, per period (the form asks for whole dollars). */
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, IDAHO_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const thresholds = data.thresholds[periodsPerYear];
      if (thresholds === undefined) {
        throw new EngineInputError('payFrequency', 'has no Idaho percentage-method table');
      }
      const threshold =
        certificate.filingStatus === 'married' ? thresholds.married : thresholds.single;
      const allowances = perPeriod(certificate.allowances * data.allowanceCents, periodsPerYear);
      const taxable = Math.max(0, taxableWagesCents - threshold - allowances);
      // The table's row: nothing up to the threshold, the rate above it.
      explain.method('periodPercentage');
      if (certificate.allowances > 0) {
        explain.count('allowances', certificate.allowances);
        explain.cents('allowanceAmount', data.allowanceCents);
      }
      explain.cents('periodTaxableWages', Math.max(0, taxableWagesCents - allowances));
      explain.bracket({ fromCents: threshold, baseCents: 0, rate: data.rate }, false);
      // The tax is rounded to the whole dollar.
      explain.rounding('dollarHalfUp');
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return applyRateToDollar(taxable, data.rate) + certificate.additionalWithholdingCents;
    },
  },
});
