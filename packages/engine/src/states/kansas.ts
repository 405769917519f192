import { z } from 'zod';
import type { PayFrequency } from '../pay-frequency';
import { percent, type Rate } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

/** One pay frequency's page of the Kansas percentage-method tables. */
type KansasPeriodTable = {
  /** The first allowance of a single K-4. */
  readonly singleAllowanceCents: number;
  /** The first two allowances of a joint K-4, taken together. */
  readonly jointAllowanceCents: number;
  /** Every further allowance. */
  readonly dependentAllowanceCents: number;
  readonly single: readonly TaxBracket[];
  readonly married: readonly TaxBracket[];
};

type KansasYear = StateYearData & {
  readonly tables: Readonly<Record<PayFrequency, KansasPeriodTable>>;
  readonly supplementalRate: Rate;
};

// The tables print each period's figures rounded on their own (the weekly 5.58% line starts from
// $23.00, not 5.2% × $443 = $23.04), so they are kept as printed rather than derived from the
// annual table (single 3,605 / 26,605, base 1,196; married 8,240 / 54,240, base 2,392).
const line = (over: number, base: number, rate: string) => [over, base, rate] as const;
const table = (
  allowances: readonly [single: number, joint: number, dependent: number],
  single: readonly [zeroTo: number, middleTo: number, base: number],
  married: readonly [zeroTo: number, middleTo: number, base: number],
): KansasPeriodTable => ({
  singleAllowanceCents: allowances[0],
  jointAllowanceCents: allowances[1],
  dependentAllowanceCents: allowances[2],
  single: bracketsOf([
    line(0, 0, '0'),
    line(single[0], 0, '5.2'),
    line(single[1], single[2], '5.58'),
  ]),
  married: bracketsOf([
    line(0, 0, '0'),
    line(married[0], 0, '5.2'),
    line(married[1], married[2], '5.58'),
  ]),
});

// KW-100 Withholding Tax Guide (Rev. 7-24) and its Tables for Percentage Method of Kansas
// Withholding, wages paid on and after 1 July 2024: still in force for 2026.
export const KANSAS_2026: KansasYear = {
  tables: {
    weekly: table([176_15, 352_31, 44_62], [69_00, 512_00, 23_00], [158_00, 1_043_00, 46_00]),
    biweekly: table([352_31, 704_62, 89_23], [139_00, 1_023_00, 46_00], [317_00, 2_086_00, 92_00]),
    semimonthly: table(
      [381_67, 763_33, 96_67],
      [150_00, 1_109_00, 49_83],
      [343_00, 2_260_00, 99_67],
    ),
    monthly: table(
      [763_33, 1_526_67, 193_33],
      [300_00, 2_217_00, 99_67],
      [687_00, 4_520_00, 199_33],
    ),
  },
  supplementalRate: percent('5'),
  programmes: [],
  publication:
    'KW-100 Withholding Tax Guide (Rev. 7-24); Tables for Percentage Method, wages paid on and after July 1, 2024 (Kansas DOR)',
};

/**
 * The K-4's allowances as a per-period amount: a joint K-4's first two allowances are the married
 * exemption, a single K-4's first is the personal exemption, and each further one a dependent's.
 * A joint K-4 with a single allowance has only the personal exemption.
 */
export const kansasAllowanceCents = (
  period: KansasPeriodTable,
  joint: boolean,
  allowances: number,
): number => {
  if (allowances <= 0) return 0;
  if (joint && allowances >= 2) {
    return period.jointAllowanceCents + (allowances - 2) * period.dependentAllowanceCents;
  }
  return period.singleAllowanceCents + (allowances - 1) * period.dependentAllowanceCents;
};

export const kansas = defineStateModule({
  code: 'KS',
  name: 'Kansas',
  certificateName: 'K-4',
  // KW-100: an employee who gives no K-4 is withheld on at the single rate with no allowances.
  certificateSchema: z.strictObject({
    /**
     * Line 3, the allowance rate: joint for a married employee whose spouse has no income; single
     * for everyone else (head of household, or married with a working spouse).
     */
    filingStatus: z
      .enum(['single', 'married_jointly'], { error: 'must be single or married_jointly' })
      .default('single'),
    /** Line 4. */
    allowances: certificateCount(),
    /** Line 5, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 6. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, KANSAS_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, wages, explain }) => {
      if (certificate.exempt) return 0;
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      explain.method('periodPercentage');
      const period = data.tables[payFrequency];
      const joint = certificate.filingStatus === 'married_jointly';
      const allowanceCents = kansasAllowanceCents(period, joint, certificate.allowances);
      explain.count('allowances', certificate.allowances);
      // The K-4's allowances are worth different amounts by rank, so their total is shown.
      explain.cents('exemptionAmount', allowanceCents);
      const taxable = Math.max(0, taxableWagesCents - allowanceCents);
      explain.cents('periodTaxableWages', taxable);
      const brackets = joint ? period.married : period.single;
      explain.bracket(findBracket(brackets, taxable, 'over'), false);
      // KW-100 lets the amount be rounded to the dollar but does not require it; its own example
      // keeps the cents ($41.44).
      const tax = bracketTax(brackets, taxable, 'over');
      explain.cents('periodTax', tax);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
