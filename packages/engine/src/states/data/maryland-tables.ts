import type { PayFrequency } from '../../pay-frequency';
import type { BracketRow } from '../graduated';

// 2026 Maryland Employer Withholding Guide (Revised December 2025) and Withholding Tax Facts
// January–December 2026 (COM/RAD-098, rev. 12/25), as transcribed in
// /work/shared/reference/state-withholding-2026-remaining-22.md §MD and local-taxes-2026.md §5.

/** The Guide's two rate schedules: (b) single, separate or dependant; (a) joint, head or widow. */
export type MarylandSchedule = 'single' | 'joint';

/** The MW507's county of residence, by the Comptroller's two-digit code (01–24), in code order. */
const COUNTIES = [
  ['01', 'allegany', 'Allegany County'],
  ['02', 'anne_arundel', 'Anne Arundel County'],
  ['03', 'baltimore_county', 'Baltimore County'],
  ['04', 'baltimore_city', 'Baltimore City'],
  ['05', 'calvert', 'Calvert County'],
  ['06', 'caroline', 'Caroline County'],
  ['07', 'carroll', 'Carroll County'],
  ['08', 'cecil', 'Cecil County'],
  ['09', 'charles', 'Charles County'],
  ['10', 'dorchester', 'Dorchester County'],
  ['11', 'frederick', 'Frederick County'],
  ['12', 'garrett', 'Garrett County'],
  ['13', 'harford', 'Harford County'],
  ['14', 'howard', 'Howard County'],
  ['15', 'kent', 'Kent County'],
  ['16', 'montgomery', 'Montgomery County'],
  ['17', 'prince_georges', "Prince George's County"],
  ['18', 'queen_annes', "Queen Anne's County"],
  ['19', 'st_marys', "St. Mary's County"],
  ['20', 'somerset', 'Somerset County'],
  ['21', 'talbot', 'Talbot County'],
  ['22', 'washington', 'Washington County'],
  ['23', 'wicomico', 'Wicomico County'],
  ['24', 'worcester', 'Worcester County'],
] as const;

export type MarylandCountyKey = (typeof COUNTIES)[number][1];
export type MarylandCounty = { readonly code: string; readonly key: MarylandCountyKey; readonly name: string };

export const MARYLAND_COUNTIES: readonly MarylandCounty[] = COUNTIES.map(([code, key, name]) => ({ code, key, name }));

/** The certificate's choices, in code order. */
export const MARYLAND_COUNTY_KEYS = COUNTIES.map(([, key]) => key);

const byText = new Map<string, MarylandCounty>(
  MARYLAND_COUNTIES.flatMap((county) => [[county.code, county], [county.key, county]]),
);

/** A county by its key (`montgomery`) or its code (`16`, or `6` for `06`); undefined otherwise. */
export const findMarylandCounty = (text: string): MarylandCounty | undefined => {
  const trimmed = text.trim().toLowerCase();
  return byText.get(/^\d$/.test(trimmed) ? `0${trimmed}` : trimmed);
};

/**
 * A county's local tax. `flat`: the actual rate Tax Facts prints and the table an employer uses,
 * "equal to or closest to, without going below" it. `slices`: marginal rates on slices of the
 * annual taxable income (Anne Arundel). `bands`: one rate on the whole of it, chosen by the band
 * the annual taxable income falls in (Frederick); rows carry no base.
 */
export type MarylandLocalSchedule =
  | { readonly kind: 'flat'; readonly actualPercent: string; readonly tablePercent: string }
  | { readonly kind: 'slices' | 'bands'; readonly rows: Readonly<Record<MarylandSchedule, readonly BracketRow[]>> };

const flat = (actualPercent: string, tablePercent = actualPercent): MarylandLocalSchedule => ({ kind: 'flat', actualPercent, tablePercent });

/** Tax Facts 2026, by county code. */
export const MARYLAND_LOCAL_2026: Readonly<Record<string, MarylandLocalSchedule>> = {
  '01': flat('3.2'),
  '02': {
    kind: 'slices',
    rows: {
      single: [[0, 0, '2.7'], [50_000_00, 1_350_00, '2.94'], [400_000_00, 11_640_00, '3.2']],
      joint: [[0, 0, '2.7'], [75_000_00, 2_025_00, '2.94'], [480_000_00, 13_932_00, '3.2']],
    },
  },
  '03': flat('3.2'),
  '04': flat('3.2'),
  '05': flat('3.2'),
  '06': flat('3.2'),
  '07': flat('3.03', '3.05'),
  '08': flat('2.74', '2.75'),
  '09': flat('3.03', '3.05'),
  '10': flat('3.3'),
  '11': {
    kind: 'bands',
    rows: {
      single: [[0, 0, '2.25'], [25_000_00, 0, '2.75'], [50_000_00, 0, '2.96'], [150_000_00, 0, '3.2']],
      joint: [[0, 0, '2.25'], [25_000_00, 0, '2.75'], [100_000_00, 0, '2.96'], [250_000_00, 0, '3.2']],
    },
  },
  '12': flat('2.65'),
  '13': flat('3.06', '3.1'),
  '14': flat('3.2'),
  '15': flat('3.3'),
  '16': flat('3.2'),
  '17': flat('3.2'),
  '18': flat('3.2'),
  '19': flat('3.2'),
  '20': flat('3.2'),
  '21': flat('2.4'),
  '22': flat('2.95', '3'),
  '23': flat('3.2'),
  '24': flat('2.25'),
};

/**
 * The state's withholding bands, annual, "over … but not over". Maryland law allows no
 * withholding rate below 4.75%, so the 2%–4% bands of the return are not used.
 */
export const MARYLAND_STATE_BANDS_2026: Readonly<Record<MarylandSchedule, readonly BracketRow[]>> = {
  single: [
    [0, 0, '4.75'], [100_000_00, 4_750_00, '5'], [125_000_00, 6_000_00, '5.25'], [150_000_00, 7_312_50, '5.5'],
    [250_000_00, 12_812_50, '5.75'], [500_000_00, 27_187_50, '6.25'], [1_000_000_00, 58_437_50, '6.5'],
  ],
  joint: [
    [0, 0, '4.75'], [150_000_00, 7_125_00, '5'], [175_000_00, 8_375_00, '5.25'], [225_000_00, 11_000_00, '5.5'],
    [300_000_00, 15_125_00, '5.75'], [600_000_00, 32_375_00, '6.25'], [1_200_000_00, 69_875_00, '6.5'],
  ],
};

/** "Do not withhold on gross wages less than": $5,000 a year, as the Guide prints it per period. */
export const MARYLAND_MINIMUM_WAGES_2026: Readonly<Record<PayFrequency, number>> = {
  weekly: 96_00,
  biweekly: 192_00,
  semimonthly: 208_00,
  monthly: 417_00,
};

export const MARYLAND_PUBLICATION = '2026 Maryland Employer Withholding Guide (Revised December 2025)';
export const MARYLAND_LOCAL_PUBLICATION = 'Withholding Tax Facts January–December 2026 (COM/RAD-098)';
