import { z } from 'zod';
import { multiplyDivideRoundHalfUp } from '../money';
import type { PayFrequency } from '../pay-frequency';
import { additionalWithholding, certificateCents, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** MW-4 line 1a (and line 2), line 1b, line 1c. */
type MontanaSchedule = 'single' | 'married_jointly' | 'head_of_household';

type MontanaYear = StateYearData & {
  /** W = A + B × (G − C): per pay frequency, lines "at least … but less than". */
  readonly tables: Readonly<
    Record<MontanaSchedule, Readonly<Record<PayFrequency, readonly TaxBracket[]>>>
  >;
};

/** A printed table: 0% below C1, 4.70% from C1, A + 5.65% from C2 (whole dollars). */
const schedule = (c1: number, c2: number, a: number): readonly TaxBracket[] =>
  bracketsOf([
    [0, 0, '0'],
    [c1 * 100, 0, '4.70'],
    [c2 * 100, a * 100, '5.65'],
  ]);

// Montana Employer and Information Agent Guide with Montana Withholding Tax Tables – 2026 (V4,
// November 2025). No allowances: the 0% band is the federal standard deduction. Each period's
// figures are printed rounded on their own; the annual rows are 16,100 / 63,600 (A 2,233),
// 32,200 / 127,200 (A 4,465) and 24,150 / 95,400 (A 3,349).
const MONTANA_2026: MontanaYear = {
  tables: {
    single: {
      weekly: schedule(310, 1_223, 43),
      biweekly: schedule(619, 2_446, 86),
      semimonthly: schedule(671, 2_650, 94),
      monthly: schedule(1_342, 5_300, 187),
    },
    married_jointly: {
      weekly: schedule(619, 2_446, 86),
      biweekly: schedule(1_238, 4_892, 172),
      semimonthly: schedule(1_342, 5_300, 187),
      monthly: schedule(2_683, 10_600, 372),
    },
    head_of_household: {
      weekly: schedule(464, 1_835, 65),
      biweekly: schedule(929, 3_669, 129),
      semimonthly: schedule(1_006, 3_975, 140),
      monthly: schedule(2_013, 7_950, 280),
    },
  },
  programmes: [],
  publication:
    'Montana Employer and Information Agent Guide with Montana Withholding Tax Tables – 2026 (V4 Nov 2025)',
};

export const montana = defineStateModule({
  code: 'MT',
  name: 'Montana',
  certificateName: 'MW-4',
  // MW-4: an employee who does not complete it is withheld on as single, line 1a.
  certificateSchema: z.strictObject({
    /** Lines 1a (single, also married filing separately), 1b and 1c. */
    filingStatus: z
      .enum(['single', 'married_jointly', 'head_of_household'], {
        error: 'must be single, married_jointly or head_of_household',
      })
      .default('single'),
    /** Line 2: two jobs, or married with both spouses working: the single table. */
    multipleJobs: certificateFlag().describe(
      'Line 2: more than one job, or married with both spouses working (withhold at the single rate).',
    ),
    /** Line 3, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 4: an amount per period withheld instead of the formula's. */
    fixedWithholdingCents: certificateCents()
      .optional()
      .describe('Amount to withhold each pay period instead of the formula (MW-4 line 4).'),
    /** Line 5. */
    exempt: certificateFlag(),
    /**
     * A North Dakota resident: the Montana–North Dakota reciprocity agreement leaves the wages
     * earned in Montana to North Dakota.
     */
    reciprocalNonresident: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, MONTANA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    // Supplemental pay is withheld on with the period's wages: the reference records no separate
    // Montana rate for it.
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      if (certificate.reciprocalNonresident) {
        explain.method('exempt');
        return 0;
      }
      const additional = certificate.additionalWithholdingCents;
      let tax: number;
      if (certificate.fixedWithholdingCents === undefined) {
        const schedule: MontanaSchedule = certificate.multipleJobs
          ? 'single'
          : certificate.filingStatus;
        explain.method('periodPercentage');
        const table = data.tables[schedule][payFrequency];
        const bracket = findBracket(table, taxableWagesCents, 'atLeast');
        explain.bracket(bracket, false);
        // FLAGGED: the guide says "round up", yet its own examples round to the nearest dollar
        // ($114.48 → $114); the examples are followed.
        explain.rounding('dollarHalfUp');
        const excess = Math.max(0, taxableWagesCents - bracket.fromCents);
        tax =
          bracket.baseCents +
          multiplyDivideRoundHalfUp(
            excess,
            bracket.rate.numerator,
            bracket.rate.denominator * 100,
          ) *
            100;
      } else {
        tax = certificate.fixedWithholdingCents;
      }
      explain.cents('periodTax', tax);
      if (additional > 0) explain.cents('additionalWithholding', additional);
      return tax + additional;
    },
  },
});
