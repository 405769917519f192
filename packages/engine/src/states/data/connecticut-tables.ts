import { bracketsOf, type TaxBracket } from '../graduated';

// TPG-211 "2026 Withholding Calculation Rules" (Rev. 12/25), Tables A–E, as transcribed in
// /work/shared/reference/state-withholding-2026-remaining-22.md §CT. TPG-211 says the 2026 rules
// and tables are unchanged from 2025. Amounts are whole dollars as printed unless named …Cents.

/** The CT-W4 line 1 codes that run through the tables (E withholds nothing). */
export type ConnecticutTableCode = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * A stair of the phase-out tables: `amount` for each `step` of annual wages, or part of one, above
 * `over`, at most `maxSteps` times. Tables C and D print these stairs row by row ("more than …
 * not more than"); each row is one more step.
 */
export type ConnecticutStair = {
  readonly over: number;
  readonly step: number;
  readonly amount: number;
  readonly maxSteps: number;
};

/** Table E row: for annual wages more than `over` (up to the next row), the credit in hundredths. */
export type ConnecticutCreditRow = readonly [over: number, creditHundredths: number];

export type ConnecticutCodeTables = {
  /** Table A: the full exemption, less $1,000 for each $1,000 (or part) of wages over `phaseOutOver`. */
  readonly exemption: { readonly full: number; readonly phaseOutOver: number };
  /** Table B: the initial tax on taxable income (annual, cents). */
  readonly initialTax: readonly TaxBracket[];
  /** Table C: the 2% rate phase-out add-back, on annual wages. */
  readonly addBack: ConnecticutStair;
  /** Table D: the tax recapture, on annual wages: three stairs with plateaus between them. */
  readonly recapture: readonly ConnecticutStair[];
  /** Table E: the personal tax credit, on annual wages. */
  readonly credits: readonly ConnecticutCreditRow[];
};

const stair = (over: number, step: number, amount: number, maxSteps: number): ConnecticutStair => ({
  over,
  step,
  amount,
  maxSteps,
});

// Table B, by the width of its first line: single-width for A, D and F; B and C are wider.
const TABLE_B_SINGLE = bracketsOf([
  [0, 0, '2'],
  [10_000_00, 200_00, '4.5'],
  [50_000_00, 2_000_00, '5.5'],
  [100_000_00, 4_750_00, '6'],
  [200_000_00, 10_750_00, '6.5'],
  [250_000_00, 14_000_00, '6.9'],
  [500_000_00, 31_250_00, '6.99'],
]);
const TABLE_B_HEAD_OF_HOUSEHOLD = bracketsOf([
  [0, 0, '2'],
  [16_000_00, 320_00, '4.5'],
  [80_000_00, 3_200_00, '5.5'],
  [160_000_00, 7_600_00, '6'],
  [320_000_00, 17_200_00, '6.5'],
  [400_000_00, 22_400_00, '6.9'],
  [800_000_00, 50_000_00, '6.99'],
]);
const TABLE_B_JOINT = bracketsOf([
  [0, 0, '2'],
  [20_000_00, 400_00, '4.5'],
  [100_000_00, 4_000_00, '5.5'],
  [200_000_00, 9_500_00, '6'],
  [400_000_00, 21_500_00, '6.5'],
  [500_000_00, 28_000_00, '6.9'],
  [1_000_000_00, 62_500_00, '6.99'],
]);

// Table D for A, D and F: $25 per $5,000 over $105,000 (cap $250 above $150,000), $90 per $5,000
// over $200,000 (cap $2,950 above $345,000 with the first stair), $50 per $5,000 over $500,000
// (cap $3,400 above $540,000).
const RECAPTURE_SINGLE = [stair(105_000, 5_000, 25, 10), stair(200_000, 5_000, 90, 30), stair(500_000, 5_000, 50, 9)];

// Table E rows. Each code falls from .75 in $500 steps to plateaus of .35, .15 and .10, then to 0.
const CREDITS_A: readonly ConnecticutCreditRow[] = [
  [12_000, 75], [15_000, 70], [15_500, 65], [16_000, 60], [16_500, 55], [17_000, 50], [17_500, 45],
  [18_000, 40], [18_500, 35], [20_000, 30], [20_500, 25], [21_000, 20], [21_500, 15], [25_000, 14],
  [25_500, 13], [26_000, 12], [26_500, 11], [27_000, 10], [48_000, 9], [48_500, 8], [49_000, 7],
  [49_500, 6], [50_000, 5], [50_500, 4], [51_000, 3], [51_500, 2], [52_000, 1], [52_500, 0],
];
const CREDITS_B: readonly ConnecticutCreditRow[] = [
  [19_000, 75], [24_000, 70], [24_500, 65], [25_000, 60], [25_500, 55], [26_000, 50], [26_500, 45],
  [27_000, 40], [27_500, 35], [34_000, 30], [34_500, 25], [35_000, 20], [35_500, 15], [44_000, 14],
  [44_500, 13], [45_000, 12], [45_500, 11], [46_000, 10], [74_000, 9], [74_500, 8], [75_000, 7],
  [75_500, 6], [76_000, 5], [76_500, 4], [77_000, 3], [77_500, 2], [78_000, 1], [78_500, 0],
];
const CREDITS_C: readonly ConnecticutCreditRow[] = [
  [24_000, 75], [30_000, 70], [30_500, 65], [31_000, 60], [31_500, 55], [32_000, 50], [32_500, 45],
  [33_000, 40], [33_500, 35], [40_000, 30], [40_500, 25], [41_000, 20], [41_500, 15], [50_000, 14],
  [50_500, 13], [51_000, 12], [51_500, 11], [52_000, 10], [96_000, 9], [96_500, 8], [97_000, 7],
  [97_500, 6], [98_000, 5], [98_500, 4], [99_000, 3], [99_500, 2], [100_000, 1], [100_500, 0],
];
const CREDITS_F: readonly ConnecticutCreditRow[] = [
  [15_000, 75], [18_800, 70], [19_300, 65], [19_800, 60], [20_300, 55], [20_800, 50], [21_300, 45],
  [21_800, 40], [22_300, 35], [25_000, 30], [25_500, 25], [26_000, 20], [26_500, 15], [31_300, 14],
  [31_800, 13], [32_300, 12], [32_800, 11], [33_300, 10], [60_000, 9], [60_500, 8], [61_000, 7],
  [61_500, 6], [62_000, 5], [62_500, 4], [63_000, 3], [63_500, 2], [64_000, 1], [64_500, 0],
];

export const CONNECTICUT_TABLES: Readonly<Record<ConnecticutTableCode, ConnecticutCodeTables>> = {
  // Married filing separately, or jointly with both spouses working.
  A: {
    exemption: { full: 12_000, phaseOutOver: 24_000 },
    initialTax: TABLE_B_SINGLE,
    addBack: stair(50_250, 2_500, 25, 10),
    recapture: RECAPTURE_SINGLE,
    credits: CREDITS_A,
  },
  // Head of household.
  B: {
    exemption: { full: 19_000, phaseOutOver: 38_000 },
    initialTax: TABLE_B_HEAD_OF_HOUSEHOLD,
    addBack: stair(78_500, 4_000, 40, 10),
    recapture: [stair(168_000, 8_000, 40, 10), stair(320_000, 8_000, 140, 30), stair(800_000, 8_000, 80, 9)],
    credits: CREDITS_B,
  },
  // Married filing jointly with a spouse who is not employed, or qualifying surviving spouse.
  C: {
    exemption: { full: 24_000, phaseOutOver: 48_000 },
    initialTax: TABLE_B_JOINT,
    addBack: stair(100_500, 5_000, 50, 10),
    recapture: [stair(210_000, 10_000, 50, 10), stair(400_000, 10_000, 180, 30), stair(1_000_000, 10_000, 100, 9)],
    credits: CREDITS_C,
  },
  // No exemption and no credit; Tables B–D as code A.
  D: {
    exemption: { full: 0, phaseOutOver: 0 },
    initialTax: TABLE_B_SINGLE,
    addBack: stair(50_250, 2_500, 25, 10),
    recapture: RECAPTURE_SINGLE,
    credits: [],
  },
  // Single.
  F: {
    exemption: { full: 15_000, phaseOutOver: 30_000 },
    initialTax: TABLE_B_SINGLE,
    addBack: stair(56_500, 5_000, 25, 10),
    recapture: RECAPTURE_SINGLE,
    credits: CREDITS_F,
  },
};

/** Circular CT: no completed CT-W4 is withheld on at this flat rate, without any exemption. */
export const CONNECTICUT_NO_CERTIFICATE_PERCENT = '6.99';

export const CONNECTICUT_PUBLICATION =
  'TPG-211, 2026 Withholding Calculation Rules (Rev. 12/25); IP 2026(1) Circular CT (Connecticut DRS)';
