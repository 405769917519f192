import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { multiplyDivideRoundHalfUp } from '../money';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { bracketsOf, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

type MaineSchedule = 'single' | 'married';

/** The withholding standard deduction: full up to `fullToCents`, none from `zeroFromCents` on. */
type MaineDeduction = {
  readonly maxCents: number;
  readonly fullToCents: number;
  readonly zeroFromCents: number;
};

/** A 2% surcharge on annual wages above a threshold, added to the annual tax. */
type MaineSurcharge = {
  readonly rate: Rate;
  readonly overCents: Readonly<Record<MaineSchedule, number>>;
};

type MaineYear = StateYearData & {
  readonly allowanceCents: number;
  readonly deductions: Readonly<Record<MaineSchedule, MaineDeduction>>;
  /** Lines "at least … but less than", annual. */
  readonly tables: Readonly<Record<MaineSchedule, readonly TaxBracket[]>>;
  readonly surcharge: MaineSurcharge | null;
  readonly supplementalRate: Rate;
};

// Withholding Tables for Individual Income Tax, Revised December 2025: $5,300 per allowance, and a
// withholding standard deduction ($12,450 / $27,750) that is not the return's ($15,300 / $30,600).
const DECEMBER_2025: MaineYear = {
  allowanceCents: 5_300_00,
  deductions: {
    single: { maxCents: 12_450_00, fullToCents: 102_250_00, zeroFromCents: 177_250_00 },
    married: { maxCents: 27_750_00, fullToCents: 204_550_00, zeroFromCents: 354_550_00 },
  },
  tables: {
    single: bracketsOf([
      [0, 0, '5.8'],
      [27_400_00, 1_589_00, '6.75'],
      [64_850_00, 4_117_00, '7.15'],
    ]),
    married: bracketsOf([
      [0, 0, '5.8'],
      [54_850_00, 3_181_00, '6.75'],
      [129_750_00, 8_237_00, '7.15'],
    ]),
  },
  surcharge: null,
  supplementalRate: percent('5'),
  programmes: [],
  publication:
    'Withholding Tables for Individual Income Tax, Revised December 2025 (Maine Revenue Services)',
};

// FLAGGED: the August 2026 revision (26_wh_tab_instr_August2026) has a single source; it adds 2%
// on annualized wages above $1,000,000 (single) / $1,500,000 (married) and changes nothing else
// that the source records. The source gives no effective day: the first of August is used.
const AUGUST_2026: MaineYear = {
  ...DECEMBER_2025,
  surcharge: {
    rate: percent('2'),
    overCents: { single: 1_000_000_00, married: 1_500_000_00 },
  },
  publication:
    'Withholding Tables for Individual Income Tax, Revised August 2026 (Maine Revenue Services)',
};

/** Step 3: the deduction phases out linearly between its two limits, rounded to the dollar. */
export const maineStandardDeduction = (deduction: MaineDeduction, annualCents: number): number => {
  if (annualCents <= deduction.fullToCents) return deduction.maxCents;
  if (annualCents >= deduction.zeroFromCents) return 0;
  const span = deduction.zeroFromCents - deduction.fullToCents;
  return (
    multiplyDivideRoundHalfUp(
      deduction.maxCents,
      deduction.zeroFromCents - annualCents,
      span * 100,
    ) * 100
  );
};

/** Half-up division of non-negative BigInts. */
const roundBig = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
};

/**
 * Step 5: the table's tax plus any surcharge, rounded once to the whole dollar (in cents): the
 * sum is kept as one exact fraction so that no cent rounding comes first.
 */
const annualTaxCents = (
  bracket: TaxBracket,
  taxableCents: number,
  surcharge: { readonly rate: Rate; readonly excessCents: number },
): number => {
  const d1 = BigInt(bracket.rate.denominator);
  const d2 = BigInt(surcharge.rate.denominator);
  const numerator =
    BigInt(bracket.baseCents) * d1 * d2 +
    BigInt(taxableCents - bracket.fromCents) * BigInt(bracket.rate.numerator) * d2 +
    BigInt(surcharge.excessCents) * BigInt(surcharge.rate.numerator) * d1;
  return Number(roundBig(numerator, d1 * d2 * 100n)) * 100;
};

const formulaTax = (
  data: MaineYear,
  schedule: MaineSchedule,
  allowances: number,
  annualWagesCents: number,
  periodsPerYear: number,
  explain: Explainer,
): number => {
  explain.cents('annualWages', annualWagesCents);
  explain.count('allowances', allowances);
  explain.cents('allowanceAmount', data.allowanceCents);
  const deduction = maineStandardDeduction(data.deductions[schedule], annualWagesCents);
  explain.cents('standardDeduction', deduction);
  const taxable = Math.max(0, annualWagesCents - allowances * data.allowanceCents - deduction);
  explain.cents('annualTaxableWages', taxable);
  const excessCents =
    data.surcharge === null
      ? 0
      : Math.max(0, annualWagesCents - data.surcharge.overCents[schedule]);
  if (taxable === 0 && excessCents === 0) return 0;
  const bracket = findBracket(data.tables[schedule], taxable, 'atLeast');
  explain.bracket(bracket, true);
  if (excessCents > 0) explain.cents('wagesOverThreshold', excessCents);
  const annualTax = annualTaxCents(bracket, taxable, {
    rate: data.surcharge?.rate ?? percent('0'),
    excessCents,
  });
  explain.cents('annualTax', annualTax);
  // Step 6: the annual tax ÷ the periods, rounded to the dollar again.
  explain.rounding('dollarHalfUp');
  return multiplyDivideRoundHalfUp(annualTax, 1, periodsPerYear * 100) * 100;
};

export const maine = defineStateModule({
  code: 'ME',
  name: 'Maine',
  certificateName: 'W-4ME',
  // The booklet: no valid W-4ME on file → single with no allowances.
  certificateSchema: z.strictObject({
    /** Single also covers head of household; the higher single rate takes the single table. */
    filingStatus: z
      .enum(['single', 'married', 'married_higher_single_rate'], {
        error: 'must be single, married or married_higher_single_rate',
      })
      .default('single'),
    allowances: certificateCount(),
    /** Per period. */
    additionalWithholdingCents: additionalWithholding(),
    exempt: certificateFlag(),
  }),
  taxYears: {
    2026: [
      { effectiveFrom: '2026-01-01', data: DECEMBER_2025 },
      { effectiveFrom: '2026-08-01', data: AUGUST_2026 },
    ],
  },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, wages, explain }) => {
      if (certificate.exempt) return 0;
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      const schedule: MaineSchedule = certificate.filingStatus === 'married' ? 'married' : 'single';
      const tax = formulaTax(
        data,
        schedule,
        certificate.allowances,
        taxableWagesCents * periodsPerYear,
        periodsPerYear,
        explain,
      );
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
