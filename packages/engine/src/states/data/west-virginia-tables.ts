import type { PayFrequency } from '../../pay-frequency';
import { bracketsOf, type TaxBracket } from '../graduated';

// Form WV IT-100.2A "Tables for Percentage Method of Withholding", March 2026 (West Virginia Tax
// Division), as transcribed in the 2026 state withholding reference; the annual rows agree with
// the rates of SB 392 for tax years from 1 January 2026 (2.11% to 4.58%). Both tables are printed
// per pay period, their bases rounded on their own: kept as printed. Lines run "over … but not
// over". Rows: [over (cents), base (cents), percent of the excess].

export type WestVirginiaTable = 'twoEarner' | 'oneEarner';

/** $2,000 a year per exemption, as IT-100.2A prints it for each period. */
export const WEST_VIRGINIA_EXEMPTION_CENTS_2026: Readonly<Record<PayFrequency, number>> = {
  weekly: 38_46,
  biweekly: 76_92,
  semimonthly: 83_33,
  monthly: 166_67,
};

export const WEST_VIRGINIA_TABLES_2026: Readonly<
  Record<WestVirginiaTable, Readonly<Record<PayFrequency, readonly TaxBracket[]>>>
> = {
  // Two earners or several jobs: the default for every employee (bands at three quarters of the
  // one-earner bands, so more is withheld).
  twoEarner: {
    weekly: bracketsOf([
      [0, 0, '2.11'],
      [144_00, 3_04, '2.81'],
      [361_00, 9_13, '3.16'],
      [577_00, 15_95, '4.22'],
      [866_00, 28_14, '4.58'],
    ]),
    biweekly: bracketsOf([
      [0, 0, '2.11'],
      [289_00, 6_09, '2.81'],
      [722_00, 18_25, '3.16'],
      [1_154_00, 31_90, '4.22'],
      [1_731_00, 56_27, '4.58'],
    ]),
    semimonthly: bracketsOf([
      [0, 0, '2.11'],
      [313_00, 6_60, '2.81'],
      [782_00, 19_77, '3.16'],
      [1_250_00, 34_58, '4.22'],
      [1_875_00, 60_95, '4.58'],
    ]),
    monthly: bracketsOf([
      [0, 0, '2.11'],
      [625_00, 13_18, '2.81'],
      [1_562_00, 39_53, '3.16'],
      [2_500_00, 69_15, '4.22'],
      [3_750_00, 121_91, '4.58'],
    ]),
  },
  oneEarner: {
    weekly: bracketsOf([
      [0, 0, '2.11'],
      [192_00, 4_05, '2.81'],
      [481_00, 12_17, '3.16'],
      [769_00, 21_27, '4.22'],
      [1_154_00, 37_52, '4.58'],
    ]),
    biweekly: bracketsOf([
      [0, 0, '2.11'],
      [385_00, 8_12, '2.81'],
      [962_00, 24_34, '3.16'],
      [1_538_00, 42_54, '4.22'],
      [2_308_00, 75_03, '4.58'],
    ]),
    semimonthly: bracketsOf([
      [0, 0, '2.11'],
      [417_00, 8_80, '2.81'],
      [1_042_00, 26_36, '3.16'],
      [1_667_00, 46_11, '4.22'],
      [2_500_00, 81_26, '4.58'],
    ]),
    monthly: bracketsOf([
      [0, 0, '2.11'],
      [833_00, 17_58, '2.81'],
      [2_083_00, 52_70, '3.16'],
      [3_333_00, 92_20, '4.22'],
      [5_000_00, 162_55, '4.58'],
    ]),
  },
};
