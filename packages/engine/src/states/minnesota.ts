import { z } from 'zod';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import {
  bracketsOf,
  bracketTax,
  bracketTaxPerPeriod,
  findBracket,
  type TaxBracket,
} from './graduated';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

type MinnesotaSchedule = 'single' | 'married';

type MinnesotaYear = StateYearData & {
  readonly allowanceCents: number;
  /** The computer-formula chart, annual, lines "over". */
  readonly tables: Readonly<Record<MinnesotaSchedule, readonly TaxBracket[]>>;
  readonly supplementalRate: Rate;
};

// 2026 Minnesota Withholding Tax Instructions and Tables, Computer Formula (p. 34), which
// supersedes any formula used before 1 January 2026: $5,300 per allowance.
const MINNESOTA_2026: MinnesotaYear = {
  allowanceCents: 5_300_00,
  tables: {
    single: bracketsOf([
      [0, 0, '0'],
      [4_700_00, 0, '5.35'],
      [38_010_00, 1_782_09, '6.80'],
      [114_130_00, 6_958_25, '7.85'],
      [207_850_00, 14_315_27, '9.85'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [14_700_00, 0, '5.35'],
      [63_400_00, 2_605_45, '6.80'],
      [208_180_00, 12_450_49, '7.85'],
      [352_630_00, 23_789_82, '9.85'],
    ]),
  },
  // Supplemental Method 2.
  supplementalRate: percent('6.25'),
  programmes: [],
  publication: '2026 Minnesota Withholding Tax Instructions and Tables, Computer Formula (MN DOR)',
};

export const minnesota = defineStateModule({
  code: 'MN',
  name: 'Minnesota',
  certificateName: 'W-4MN',
  // No W-4MN on file: single with no allowances.
  certificateSchema: z.strictObject({
    /** Married, but withholding at the higher single rate, takes the single chart. */
    filingStatus: z
      .enum(['single', 'married', 'married_higher_single_rate'], {
        error: 'must be single, married or married_higher_single_rate',
      })
      .default('single'),
    allowances: certificateCount(),
    /** Per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Section 2. */
    exempt: certificateFlag(),
    /**
     * Form MWR on file: a resident of Michigan or North Dakota, whose wages earned in Minnesota
     * the reciprocity agreements leave to the home state.
     */
    reciprocalNonresident: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, MINNESOTA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, wages, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.reciprocalNonresident) {
        explain.method('exempt');
        return 0;
      }
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      const annualWages = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annualWages);
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', data.allowanceCents);
      const taxable = Math.max(0, annualWages - certificate.allowances * data.allowanceCents);
      explain.cents('annualTaxableWages', taxable);
      const table = data.tables[certificate.filingStatus === 'married' ? 'married' : 'single'];
      explain.bracket(findBracket(table, taxable, 'over'), true);
      explain.cents('annualTax', bracketTax(table, taxable, 'over'));
      // Step 6 lets the amount be rounded to the dollar ("may"); the cents are kept.
      const tax = bracketTaxPerPeriod(table, taxable, 'over', periodsPerYear);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
