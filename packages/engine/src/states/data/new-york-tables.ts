import type { PayFrequency } from '../../pay-frequency';

// NYS-50-T-NYS (1/26) and NYS-50-T-NYC (1/26), Method II (exact calculation), as transcribed in
// /work/shared/reference/state-withholding.md §3 NY.
//
// The per-period tables are not kept: each is the annual table divided by the periods, line
// starts rounded to the dollar and amounts to add rounded to the cent. That rule reproduces every
// printed NYS table (weekly, biweekly, semimonthly, monthly, daily; both statuses) and the printed
// NYC weekly table exactly; the tests hold the printed tables to prove it.

/** The engine's pay frequencies, and the daily period of the publication's examples. */
export type NewYorkPeriod = PayFrequency | 'daily';

export const NEW_YORK_PERIODS: Readonly<Record<NewYorkPeriod, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  daily: 260,
};

/** An annual table line: [at least (dollars), amount to add (dollars), percent of the excess]. */
export type NewYorkAnnualLine = readonly [atLeastDollars: number, addDollars: number, percent: string];

export type NewYorkAnnualTable = {
  readonly lines: readonly NewYorkAnnualLine[];
  /** Where the table ends: at or above it (annualized) Method III applies. */
  readonly topDollars: number;
};

export const NEW_YORK_STATE_TABLES: Readonly<Record<'single' | 'married', NewYorkAnnualTable>> = {
  single: {
    lines: [
      [0, 0, '3.90'],
      [8_500, 332, '4.40'],
      [11_700, 472, '5.15'],
      [13_900, 586, '5.40'],
      [80_650, 4_190, '5.90'],
      [96_800, 5_143, '7.03'],
      [107_650, 5_906, '7.53'],
      [157_650, 9_673, '6.40'],
      [215_400, 13_369, '11.44'],
      [265_400, 19_091, '7.35'],
    ],
    topDollars: 1_077_550,
  },
  married: {
    lines: [
      [0, 0, '3.90'],
      [8_500, 332, '4.40'],
      [11_700, 472, '5.15'],
      [13_900, 586, '5.40'],
      [80_650, 4_190, '5.90'],
      [96_800, 5_143, '6.57'],
      [107_650, 5_855, '7.07'],
      [157_650, 9_388, '8.01'],
      [211_550, 13_708, '6.40'],
      [323_200, 20_854, '13.49'],
      [373_200, 27_600, '7.35'],
      [1_077_550, 79_369, '7.65'],
    ],
    topDollars: 2_155_350,
  },
};

/**
 * Method III: at or above the table's top, a flat rate of the whole annualized net wages, the
 * rate rising with them. [from (dollars), percent]; the first line starts at the status's top.
 */
export const NEW_YORK_STATE_METHOD_III: readonly (readonly [fromDollars: number, percent: string])[] =
  [
    [0, '10.45'],
    [5_000_000, '11.10'],
    [25_000_000, '11.70'],
  ];

/** New York City resident tax: one table for every status (NYS-50-T-NYC). */
export const NEW_YORK_CITY_TABLE: readonly NewYorkAnnualLine[] = [
  [0, 0, '2.05'],
  [8_000, 164, '2.80'],
  [8_700, 184, '3.25'],
  [15_000, 388, '3.95'],
  [25_000, 783, '4.15'],
  [60_000, 2_236, '4.25'],
];

/** Yonkers resident surcharge: this share of the NYS tax withheld. */
export const YONKERS_RESIDENT_PERCENT = '16.75';

/** Table A: the deduction and exemption allowance subtracted from the period's wages. */
export type NewYorkAllowanceTable = {
  /** With zero exemptions, by status. */
  readonly deductionCents: Readonly<Record<'single' | 'married', number>>;
  /** Per exemption (Table C; beyond 10 exemptions Table B + n × Table C gives the same). */
  readonly exemptionCents: number;
};

export const NEW_YORK_STATE_ALLOWANCES: Readonly<Record<NewYorkPeriod, NewYorkAllowanceTable>> = {
  weekly: { deductionCents: { single: 142_30, married: 152_90 }, exemptionCents: 19_25 },
  biweekly: { deductionCents: { single: 284_60, married: 305_80 }, exemptionCents: 38_50 },
  semimonthly: { deductionCents: { single: 308_35, married: 331_25 }, exemptionCents: 41_65 },
  monthly: { deductionCents: { single: 616_70, married: 662_50 }, exemptionCents: 83_30 },
  daily: { deductionCents: { single: 28_45, married: 30_60 }, exemptionCents: 3_85 },
};

// NYC Table A: the reference prints the annual amounts ($5,000 single, $5,500 married, $1,000
// per exemption) and the weekly ones only. The other periods are DERIVED the way every NYS
// Table A figure is printed: weekly and daily to the nearest $0.05, biweekly twice the weekly,
// monthly to the nearest $0.10, semimonthly half the monthly. They reproduce all eight published
// NYC examples; replace them with the NYS-50-T-NYC pages when at hand.
export const NEW_YORK_CITY_ALLOWANCES: Readonly<Record<NewYorkPeriod, NewYorkAllowanceTable>> = {
  weekly: { deductionCents: { single: 96_15, married: 105_75 }, exemptionCents: 19_25 },
  biweekly: { deductionCents: { single: 192_30, married: 211_50 }, exemptionCents: 38_50 },
  semimonthly: { deductionCents: { single: 208_35, married: 229_15 }, exemptionCents: 41_65 },
  monthly: { deductionCents: { single: 416_70, married: 458_30 }, exemptionCents: 83_30 },
  daily: { deductionCents: { single: 19_25, married: 21_15 }, exemptionCents: 3_85 },
};
