import type { BracketRow } from '../graduated';

// The District's withholding, assembled (medium confidence): FR-230 (Rev. 11/17), the latest
// booklet OTR posts, gives the percentage method; OTR Tax Notice 2022-08 replaces its figures with
// the rate schedule for tax years after 2021 and the federal allowance amount (IRS Pub 15-T
// Worksheet 1A line 1k, $4,300 for 2026). No 2026 OTR publication and no worked example exist.
// Figures from /work/shared/reference/state-withholding-2026-remaining-22.md §DC.

/** One D-4 allowance for the year (the federal allowance amount). */
export const DISTRICT_OF_COLUMBIA_ALLOWANCE_CENTS = 4_300_00;

/** The rate schedule for tax years beginning after 2021, annual, every filing status alike. */
export const DISTRICT_OF_COLUMBIA_SCHEDULE: readonly BracketRow[] = [
  [0, 0, '4'],
  [10_000_00, 400_00, '6'],
  [40_000_00, 2_200_00, '6.5'],
  [60_000_00, 3_500_00, '8.5'],
  [250_000_00, 19_650_00, '9.25'],
  [500_000_00, 42_775_00, '9.75'],
  [1_000_000_00, 91_525_00, '10.75'],
];

export const DISTRICT_OF_COLUMBIA_PUBLICATION =
  'FR-230 (Rev. 11/17) percentage method with OTR Tax Notice 2022-08 (DC Office of Tax and Revenue)';
