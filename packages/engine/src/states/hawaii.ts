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

type HawaiiStatus = 'single' | 'married';

type HawaiiYear = StateYearData & {
  readonly allowanceCents: number;
  /** Booklet A's extra lump-sum allowance, subtracted from every employee's annual wages. */
  readonly lumpSumAllowanceCents: number;
  /** Annual tables, lines "over … but not over". */
  readonly tables: Readonly<Record<HawaiiStatus, readonly TaxBracket[]>>;
  /** Withholding below this, per period, need not be withheld. */
  readonly minimumWithholdingCents: number;
};

// Booklet A, Employer's Tax Guide (Rev. 2025): the Department of Taxation's payroll page points
// 2026 pay dates at it. Single covers heads of household too.
const BOOKLET_A_2025: HawaiiYear = {
  allowanceCents: 1_144_00,
  lumpSumAllowanceCents: 4_350_00,
  tables: {
    single: bracketsOf([
      [0, 0, '1.4'],
      [9_600_00, 134_00, '3.2'],
      [14_400_00, 288_00, '5.5'],
      [19_200_00, 552_00, '6.4'],
      [24_000_00, 859_00, '6.8'],
      [36_000_00, 1_675_00, '7.2'],
      [48_000_00, 2_539_00, '7.6'],
      [125_000_00, 8_391_00, '7.9'],
    ]),
    married: bracketsOf([
      [0, 0, '1.4'],
      [19_200_00, 269_00, '3.2'],
      [28_800_00, 576_00, '5.5'],
      [38_400_00, 1_104_00, '6.4'],
      [48_000_00, 1_718_00, '6.8'],
      [72_000_00, 3_350_00, '7.2'],
      [96_000_00, 5_078_00, '7.6'],
      [250_000_00, 16_782_00, '7.9'],
    ]),
  },
  minimumWithholdingCents: 10,
  programmes: [],
  publication: 'Booklet A, Employer’s Tax Guide (Rev. 2025) (Hawaii Department of Taxation)',
};

export const hawaii = defineStateModule({
  code: 'HI',
  name: 'Hawaii',
  certificateName: 'HW-4',
  // Booklet A: without an HW-4 the employee is withheld on as single with no allowances; the
  // federal W-4 may not stand in for it.
  certificateSchema: z.strictObject({
    /** Single (heads of household included) or married. */
    filingStatus: z
      .enum(['single', 'married'], { error: 'must be single or married' })
      .default('single'),
    allowances: certificateCount(),
    /** Per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** The employee certifies no Hawaii income tax liability. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, BOOKLET_A_2025) },
  incomeTax: {
    // Supplemental pay has no rule of its own in Booklet A: it is withheld on with the regular
    // wages of the period, as one payment.
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annual = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annual);
      explain.count('allowances', certificate.allowances);
      explain.cents('allowanceAmount', data.allowanceCents);
      explain.cents('standardDeduction', data.lumpSumAllowanceCents);
      const taxable = Math.max(
        0,
        annual - certificate.allowances * data.allowanceCents - data.lumpSumAllowanceCents,
      );
      explain.cents('annualTaxableWages', taxable);
      const table = data.tables[certificate.filingStatus];
      if (taxable > 0) explain.bracket(findBracket(table, taxable, 'over'), true);
      // The booklet's example rounds the annual tax to the cent, then divides it by the periods.
      const annualTax = bracketTax(table, taxable, 'over');
      explain.cents('annualTax', annualTax);
      const periodTax = perPeriod(annualTax, periodsPerYear);
      const tax = periodTax < data.minimumWithholdingCents ? 0 : periodTax;
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
