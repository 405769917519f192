import type { PayFrequency } from '../../pay-frequency';
import { bracketsOf, type TaxBracket } from '../graduated';

// GB-1210 "2026 Income Tax Withholding Instructions, Tables, and Charts" (Vermont Department of
// Taxes), percentage method, as transcribed in the 2026 state withholding reference. Vermont
// prints a table per pay period whose figures are rounded on their own (not the annual row
// divided by the periods): kept as printed. Lines run "over … but not over". Rows: [over
// (cents), base (cents), percent of the excess].

export type VermontPeriodTables = {
  /** One withholding allowance for the period. */
  readonly allowanceCents: number;
  readonly single: readonly TaxBracket[];
  readonly married: readonly TaxBracket[];
};

export const VERMONT_TABLES_2026: Readonly<Record<PayFrequency, VermontPeriodTables>> = {
  weekly: {
    allowanceCents: 103_85,
    single: bracketsOf([
      [0, 0, '0'],
      [75_00, 0, '3.35'],
      [1_051_00, 32_70, '6.60'],
      [2_438_00, 124_24, '7.60'],
      [5_004_00, 319_25, '8.75'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [226_00, 0, '3.35'],
      [1_855_00, 54_57, '6.60'],
      [4_164_00, 206_96, '7.60'],
      [6_227_00, 363_75, '8.75'],
    ]),
  },
  biweekly: {
    allowanceCents: 207_69,
    single: bracketsOf([
      [0, 0, '0'],
      [151_00, 0, '3.35'],
      [2_103_00, 65_39, '6.60'],
      [4_876_00, 248_41, '7.60'],
      [10_009_00, 638_52, '8.75'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [453_00, 0, '3.35'],
      [3_711_00, 109_14, '6.60'],
      [8_328_00, 413_87, '7.60'],
      [12_455_00, 727_52, '8.75'],
    ]),
  },
  semimonthly: {
    allowanceCents: 225_00,
    single: bracketsOf([
      [0, 0, '0'],
      [164_00, 0, '3.35'],
      [2_278_00, 70_82, '6.60'],
      [5_282_00, 269_08, '7.60'],
      [10_843_00, 691_72, '8.75'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [491_00, 0, '3.35'],
      [4_020_00, 118_22, '6.60'],
      [9_022_00, 448_35, '7.60'],
      [13_493_00, 788_15, '8.75'],
    ]),
  },
  monthly: {
    allowanceCents: 450_00,
    single: bracketsOf([
      [0, 0, '0'],
      [327_00, 0, '3.35'],
      [4_556_00, 141_67, '6.60'],
      [10_565_00, 538_27, '7.60'],
      [21_685_00, 1_383_39, '8.75'],
    ]),
    married: bracketsOf([
      [0, 0, '0'],
      [981_00, 0, '3.35'],
      [8_040_00, 236_48, '6.60'],
      [18_044_00, 896_74, '7.60'],
      [26_985_00, 1_576_26, '8.75'],
    ]),
  },
};
