import { percent, type Rate } from '../../rate';
import type { StateYearData } from '../state-module';

/**
 * A line of the formula's table: on net taxable income over `overCents`, the gross tax is
 * `rate` × income less `subtractCents` (the DFA prints a subtraction, not a base amount).
 */
export type ArkansasLine = {
  readonly overCents: number;
  readonly rate: Rate;
  readonly subtractCents: number;
};

/** One filing status's low-income credit band: the full credit at or below `fullToCents`. */
export type ArkansasLowIncomeBand = {
  readonly fullToCents: number;
  readonly zeroFromCents: number;
  readonly maxCents: number;
};

export type ArkansasLowIncomeStatus = 'single' | 'married_jointly' | 'head_of_household';

/** For married and head of household, the band depends on whether one exemption or more is claimed. */
export type ArkansasLowIncomeCredit = {
  readonly single: ArkansasLowIncomeBand;
  readonly married_jointly: { readonly upToOne: ArkansasLowIncomeBand; readonly more: ArkansasLowIncomeBand };
  readonly head_of_household: { readonly upToOne: ArkansasLowIncomeBand; readonly more: ArkansasLowIncomeBand };
};

export type ArkansasYear = StateYearData & {
  readonly standardDeductionCents: number;
  /** Net taxable income below this is looked up at the $50 midpoint of its $100 band. */
  readonly midrangeBelowCents: number;
  readonly lines: readonly ArkansasLine[];
  /** The personal tax credit per AR4EC exemption, annual. */
  readonly exemptionCreditCents: number;
  readonly supplementalRate: Rate;
  readonly lowIncomeCredit: ArkansasLowIncomeCredit;
};

/** [over (whole dollars), rate as printed, subtraction (cents)]. */
export type ArkansasLineRow = readonly [overDollars: number, percentText: string, subtractCents: number];

export const arkansasLinesOf = (rows: readonly ArkansasLineRow[]): readonly ArkansasLine[] =>
  rows.map(([overDollars, percentText, subtractCents]) => ({
    overCents: overDollars * 100,
    rate: percent(percentText),
    subtractCents,
  }));

// DFA Withholding Tax Formula Method, effective 1 January 2026: $2,470 standard deduction, the
// $50 midrange below $97,801, $29 per exemption, top rate 3.9%. Above $94,700 the subtraction
// steps down $10 for each $100 of income (the statutory phase-down the formula carries over,
// A.C.A. §26-51-201(a)); above $97,800 it stays at $89.30.
const JANUARY_2026_LINES: readonly ArkansasLineRow[] = [
  [0, '0', 0],
  [5_599, '2', 111_98],
  [11_199, '3', 223_97],
  [15_999, '3.4', 287_97],
  [26_399, '3.9', 419_96],
  [94_700, '3.9', 399_30],
  [94_800, '3.9', 389_30],
  [94_900, '3.9', 379_30],
  [95_000, '3.9', 369_30],
  [95_100, '3.9', 359_30],
  [95_200, '3.9', 349_30],
  [95_300, '3.9', 339_30],
  [95_400, '3.9', 329_30],
  [95_500, '3.9', 319_30],
  [95_600, '3.9', 309_30],
  [95_700, '3.9', 299_30],
  [95_800, '3.9', 289_30],
  [95_900, '3.9', 279_30],
  [96_000, '3.9', 269_30],
  [96_100, '3.9', 259_30],
  [96_200, '3.9', 249_30],
  [96_300, '3.9', 239_30],
  [96_400, '3.9', 229_30],
  [96_500, '3.9', 219_30],
  [96_600, '3.9', 209_30],
  [96_700, '3.9', 199_30],
  [96_800, '3.9', 189_30],
  [96_900, '3.9', 179_30],
  [97_000, '3.9', 169_30],
  [97_100, '3.9', 159_30],
  [97_200, '3.9', 149_30],
  [97_300, '3.9', 139_30],
  [97_400, '3.9', 129_30],
  [97_500, '3.9', 119_30],
  [97_600, '3.9', 109_30],
  [97_700, '3.9', 99_30],
  [97_800, '3.9', 89_30],
];

// FLAGGED (single source, medium confidence): the low-income credit bands as the National Finance
// Center's Arkansas bulletin 1781190112 prints them for 2026. Credit = max × (upper − annual
// wages) ÷ (upper − lower), the full max at or below the lower bound.
const LOW_INCOME_2026: ArkansasLowIncomeCredit = {
  single: { fullToCents: 14_644_00, zeroFromCents: 17_500_00, maxCents: 111_80 },
  married_jointly: {
    upToOne: { fullToCents: 24_696_00, zeroFromCents: 29_000_00, maxCents: 391_56 },
    more: { fullToCents: 29_723_00, zeroFromCents: 36_100_00, maxCents: 531_96 },
  },
  head_of_household: {
    upToOne: { fullToCents: 20_821_00, zeroFromCents: 25_300_00, maxCents: 268_84 },
    more: { fullToCents: 24_819_00, zeroFromCents: 29_000_00, maxCents: 378_04 },
  },
};

export const ARKANSAS_FORMULA_2026_01: ArkansasYear = {
  standardDeductionCents: 2_470_00,
  midrangeBelowCents: 97_801_00,
  lines: arkansasLinesOf(JANUARY_2026_LINES),
  exemptionCreditCents: 29_00,
  // The instructions set the supplemental rate at the formula's top rate.
  supplementalRate: percent('3.9'),
  lowIncomeCredit: LOW_INCOME_2026,
  programmes: [],
  publication: 'Withholding Tax Formula Method, effective 01/01/2026 (Arkansas DFA)',
};
