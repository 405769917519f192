import { z } from 'zod';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

type NebraskaStatus = 'single' | 'married';

type NebraskaYear = StateYearData & {
  /** Per W-4N allowance, annual. */
  readonly allowanceCents: number;
  /** Table 7, annual, "over … but not over". */
  readonly tables: Readonly<Record<NebraskaStatus, readonly TaxBracket[]>>;
};

// Circular EN for wages paid on or after 1 January 2026: $2,440 per allowance; Table 7 (annual
// percentage method). Single includes head of household; married includes a surviving spouse.
const CIRCULAR_EN_2026: NebraskaYear = {
  allowanceCents: 2_440_00,
  tables: {
    single: bracketsOf([
      [0, 0, '0'],
      [3_430_00, 0, '2.26'],
      [6_710_00, 74_13, '3.22'],
      [21_810_00, 560_35, '4.21'],
      [31_610_00, 972_93, '4.35'],
      [40_130_00, 1_343_55, '4.48'],
      [75_370_00, 2_922_30, '4.60'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [8_190_00, 0, '2.26'],
      [13_010_00, 108_93, '3.22'],
      [32_400_00, 733_29, '4.21'],
      [50_400_00, 1_491_09, '4.35'],
      [62_530_00, 2_018_75, '4.48'],
      [82_920_00, 2_932_22, '4.60'],
    ]),
  },
  programmes: [],
  publication: 'Circular EN 2026 (Nebraska DOR)',
};

export const nebraska = defineStateModule({
  code: 'NE',
  name: 'Nebraska',
  certificateName: 'W-4N',
  // Circular EN: without a W-4N (or a federal W-4 giving the same status and allowances), withhold
  // as single with no allowances, whatever the marital status.
  // Not applied: the special procedure that makes employers of more than 24 employees withhold at
  // least 1.5% of wages; it needs the company's headcount, which the paycheck does not carry.
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(['single', 'married'], { error: 'must be single or married' })
      .default('single'),
    allowances: certificateCount(),
    additionalWithholdingCents: additionalWithholding(),
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, CIRCULAR_EN_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annualWages = taxableWagesCents * periodsPerYear;
      const allowancesCents = certificate.allowances * data.allowanceCents;
      const annualTaxable = Math.max(0, annualWages - allowancesCents);
      const table = data.tables[certificate.filingStatus];
      // The circular prints the annual tax to the cent before dividing it by the pay periods
      // (its $505 weekly cell: $747.70 ÷ 52 = $14.38), so the tax is rounded twice.
      const annualTax = bracketTax(table, annualTaxable, 'over');
      explain.cents('annualWages', annualWages);
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', data.allowanceCents);
      explain.cents('annualTaxableWages', annualTaxable);
      explain.bracket(findBracket(table, annualTaxable, 'over'), true);
      explain.cents('annualTax', annualTax);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return perPeriod(annualTax, periodsPerYear) + certificate.additionalWithholdingCents;
    },
  },
});
