import type { IsoDate } from '../../dates';
import { percent, type Rate } from '../../rate';

// Indiana county tax rates (Departmental Notice #1), one row per county and effective date. The
// Department reissues the notice in January and October: a revised rate is a new row with its
// own `effective` date, never an edit of the row before it, so a paycheck dated before the
// revision still takes the old rate. A row's rate holds to the end of its calendar year at most:
// each January the notice is reissued, and every county needs that year's row.
//
// The January 2026 notice itself was not reachable when these rows were written; each row says
// which year its rate is confirmed for and where it comes from. A row confirmed for 2025 carries
// the 2025 rate into 2026 (two reconstructions agree on it, see docs/state-coverage.md): once
// the 2026 notice confirms it, set `confirmedFor` to 2026; if it differs, fix the rate.

/** Where a rate comes from. */
export const INDIANA_RATE_SOURCES = {
  'dn1-2024': 'Departmental Notice #1 in force 1 January 2024, all 92 counties with their codes',
  'chart-2025':
    "The Department's 2025 county rate chart (forms.in.gov Download.aspx?id=16925), as carried by PolicyEngine US county_rates.yaml",
  'changes-2024-10':
    'Bloomberg Tax, "4 Indiana county tax rates to change on Oct. 1" (2024): Decatur, Fayette, Fulton, Henry',
  'changes-2025-01':
    'Bloomberg Tax, "6 Indiana county tax rates to change on Jan. 1, 2025": Floyd, Gibson, Jay, Monroe, Rush, Switzerland',
  'changes-2026-01':
    'Indiana Economic Digest, "Six Indiana counties hiking local income tax rates on Jan. 1, 2026": Carroll, Grant, Greene, Howard, Shelby, Union',
} as const;

export type IndianaRateSource = keyof typeof INDIANA_RATE_SOURCES;

export type IndianaCountyRate = {
  /** The county's WH-4 code, "01" to "92". */
  readonly county: string;
  /** The first pay date the rate applies to. */
  readonly effective: IsoDate;
  /** The rate as the notice prints it, in percent ('2.5234'). */
  readonly percent: string;
  readonly rate: Rate;
  /** The latest year a source confirms this rate for. */
  readonly confirmedFor: number;
  readonly sources: readonly IndianaRateSource[];
};

type Row = readonly [
  county: string,
  effective: IsoDate,
  percent: string,
  confirmedFor: number,
  sources: readonly IndianaRateSource[],
];

const ROWS: readonly Row[] = [
  ['01', '2026-01-01', '1.6', 2025, ['dn1-2024', 'chart-2025']], // Adams
  ['02', '2026-01-01', '1.59', 2025, ['dn1-2024', 'chart-2025']], // Allen
  ['03', '2026-01-01', '1.75', 2025, ['dn1-2024', 'chart-2025']], // Bartholomew
  ['04', '2026-01-01', '1.79', 2025, ['dn1-2024', 'chart-2025']], // Benton
  ['05', '2026-01-01', '2.5', 2025, ['dn1-2024', 'chart-2025']], // Blackford
  ['06', '2026-01-01', '1.7', 2025, ['dn1-2024', 'chart-2025']], // Boone
  ['07', '2026-01-01', '2.5234', 2025, ['dn1-2024', 'chart-2025']], // Brown
  ['08', '2026-01-01', '2.4733', 2026, ['changes-2026-01']], // Carroll
  ['09', '2026-01-01', '2.95', 2025, ['dn1-2024', 'chart-2025']], // Cass
  ['10', '2026-01-01', '2', 2025, ['dn1-2024', 'chart-2025']], // Clark
  ['11', '2026-01-01', '2.35', 2025, ['dn1-2024', 'chart-2025']], // Clay
  ['12', '2026-01-01', '2.65', 2025, ['dn1-2024', 'chart-2025']], // Clinton
  ['13', '2026-01-01', '1.65', 2025, ['dn1-2024', 'chart-2025']], // Crawford
  ['14', '2026-01-01', '1.5', 2025, ['dn1-2024', 'chart-2025']], // Daviess
  ['15', '2026-01-01', '1.4', 2025, ['dn1-2024', 'chart-2025']], // Dearborn
  ['16', '2026-01-01', '2.45', 2025, ['changes-2024-10', 'chart-2025']], // Decatur
  ['17', '2026-01-01', '2.13', 2025, ['dn1-2024', 'chart-2025']], // DeKalb
  ['18', '2026-01-01', '1.5', 2025, ['dn1-2024', 'chart-2025']], // Delaware
  ['19', '2026-01-01', '1.2', 2025, ['dn1-2024', 'chart-2025']], // Dubois
  ['20', '2026-01-01', '2', 2025, ['dn1-2024', 'chart-2025']], // Elkhart
  ['21', '2026-01-01', '2.82', 2025, ['changes-2024-10', 'chart-2025']], // Fayette
  ['22', '2026-01-01', '1.89', 2025, ['changes-2025-01', 'chart-2025']], // Floyd
  ['23', '2026-01-01', '2.1', 2025, ['dn1-2024', 'chart-2025']], // Fountain
  ['24', '2026-01-01', '1.7', 2025, ['dn1-2024', 'chart-2025']], // Franklin
  ['25', '2026-01-01', '2.88', 2025, ['changes-2024-10', 'chart-2025']], // Fulton
  ['26', '2026-01-01', '1.3', 2025, ['changes-2025-01', 'chart-2025']], // Gibson
  ['27', '2026-01-01', '2.75', 2026, ['changes-2026-01']], // Grant
  ['28', '2026-01-01', '2.35', 2026, ['changes-2026-01']], // Greene
  ['29', '2026-01-01', '1.1', 2025, ['dn1-2024', 'chart-2025']], // Hamilton
  ['30', '2026-01-01', '1.94', 2025, ['dn1-2024', 'chart-2025']], // Hancock
  ['31', '2026-01-01', '1', 2025, ['dn1-2024', 'chart-2025']], // Harrison
  ['32', '2026-01-01', '1.7', 2025, ['dn1-2024', 'chart-2025']], // Hendricks
  ['33', '2026-01-01', '2.02', 2025, ['changes-2024-10', 'chart-2025']], // Henry
  ['34', '2026-01-01', '2.35', 2026, ['changes-2026-01']], // Howard
  ['35', '2026-01-01', '1.95', 2025, ['dn1-2024', 'chart-2025']], // Huntington
  ['36', '2026-01-01', '2.1', 2025, ['dn1-2024', 'chart-2025']], // Jackson
  ['37', '2026-01-01', '2.864', 2025, ['dn1-2024', 'chart-2025']], // Jasper
  ['38', '2026-01-01', '2.5', 2025, ['changes-2025-01', 'chart-2025']], // Jay
  ['39', '2026-01-01', '1.03', 2025, ['dn1-2024', 'chart-2025']], // Jefferson
  ['40', '2026-01-01', '2.5', 2025, ['dn1-2024', 'chart-2025']], // Jennings
  ['41', '2026-01-01', '1.4', 2025, ['dn1-2024', 'chart-2025']], // Johnson
  ['42', '2026-01-01', '1.7', 2025, ['dn1-2024', 'chart-2025']], // Knox
  ['43', '2026-01-01', '1', 2025, ['dn1-2024', 'chart-2025']], // Kosciusko
  ['44', '2026-01-01', '1.65', 2025, ['dn1-2024', 'chart-2025']], // LaGrange
  ['45', '2026-01-01', '1.5', 2025, ['dn1-2024', 'chart-2025']], // Lake
  ['46', '2026-01-01', '1.45', 2025, ['dn1-2024', 'chart-2025']], // LaPorte
  ['47', '2026-01-01', '1.75', 2025, ['dn1-2024', 'chart-2025']], // Lawrence
  ['48', '2026-01-01', '2.25', 2025, ['dn1-2024', 'chart-2025']], // Madison
  ['49', '2026-01-01', '2.02', 2025, ['dn1-2024', 'chart-2025']], // Marion
  ['50', '2026-01-01', '1.25', 2025, ['dn1-2024', 'chart-2025']], // Marshall
  ['51', '2026-01-01', '2.5', 2025, ['dn1-2024', 'chart-2025']], // Martin
  ['52', '2026-01-01', '2.54', 2025, ['dn1-2024', 'chart-2025']], // Miami
  ['53', '2026-01-01', '2.14', 2025, ['changes-2025-01', 'chart-2025']], // Monroe
  ['54', '2026-01-01', '2.65', 2025, ['dn1-2024', 'chart-2025']], // Montgomery
  ['55', '2026-01-01', '2.72', 2025, ['dn1-2024', 'chart-2025']], // Morgan
  ['56', '2026-01-01', '1', 2025, ['dn1-2024', 'chart-2025']], // Newton
  ['57', '2026-01-01', '1.75', 2025, ['dn1-2024', 'chart-2025']], // Noble
  ['58', '2026-01-01', '2', 2025, ['dn1-2024', 'chart-2025']], // Ohio
  ['59', '2026-01-01', '1.75', 2025, ['dn1-2024', 'chart-2025']], // Orange
  ['60', '2026-01-01', '2.5', 2025, ['dn1-2024', 'chart-2025']], // Owen
  ['61', '2026-01-01', '2.65', 2025, ['dn1-2024', 'chart-2025']], // Parke
  ['62', '2026-01-01', '1.4', 2025, ['dn1-2024', 'chart-2025']], // Perry
  ['63', '2026-01-01', '1.2', 2025, ['dn1-2024', 'chart-2025']], // Pike
  ['64', '2026-01-01', '0.5', 2025, ['dn1-2024', 'chart-2025']], // Porter
  ['65', '2026-01-01', '1.45', 2025, ['dn1-2024', 'chart-2025']], // Posey
  ['66', '2026-01-01', '2.85', 2025, ['dn1-2024', 'chart-2025']], // Pulaski
  ['67', '2026-01-01', '2.3', 2025, ['dn1-2024', 'chart-2025']], // Putnam
  ['68', '2026-01-01', '3', 2025, ['dn1-2024', 'chart-2025']], // Randolph
  ['69', '2026-01-01', '2.38', 2025, ['dn1-2024', 'chart-2025']], // Ripley
  ['70', '2026-01-01', '2.15', 2025, ['changes-2025-01', 'chart-2025']], // Rush
  ['71', '2026-01-01', '1.75', 2025, ['dn1-2024', 'chart-2025']], // St. Joseph
  ['72', '2026-01-01', '2.16', 2025, ['dn1-2024', 'chart-2025']], // Scott
  ['73', '2026-01-01', '1.7', 2026, ['changes-2026-01']], // Shelby
  ['74', '2026-01-01', '0.8', 2025, ['dn1-2024', 'chart-2025']], // Spencer
  ['75', '2026-01-01', '1.71', 2025, ['dn1-2024', 'chart-2025']], // Starke
  ['76', '2026-01-01', '1.99', 2025, ['dn1-2024', 'chart-2025']], // Steuben
  ['77', '2026-01-01', '1.7', 2025, ['dn1-2024', 'chart-2025']], // Sullivan
  ['78', '2026-01-01', '1.45', 2025, ['changes-2025-01', 'chart-2025']], // Switzerland
  ['79', '2026-01-01', '1.28', 2025, ['dn1-2024', 'chart-2025']], // Tippecanoe
  ['80', '2026-01-01', '2.6', 2025, ['dn1-2024', 'chart-2025']], // Tipton
  ['81', '2026-01-01', '2.75', 2026, ['changes-2026-01']], // Union
  ['82', '2026-01-01', '1.25', 2025, ['dn1-2024', 'chart-2025']], // Vanderburgh
  ['83', '2026-01-01', '1.5', 2025, ['dn1-2024', 'chart-2025']], // Vermillion
  ['84', '2026-01-01', '2', 2025, ['dn1-2024', 'chart-2025']], // Vigo
  ['85', '2026-01-01', '2.9', 2025, ['dn1-2024', 'chart-2025']], // Wabash
  ['86', '2026-01-01', '2.12', 2025, ['dn1-2024', 'chart-2025']], // Warren
  ['87', '2026-01-01', '1', 2025, ['dn1-2024', 'chart-2025']], // Warrick
  ['88', '2026-01-01', '2', 2025, ['dn1-2024', 'chart-2025']], // Washington
  ['89', '2026-01-01', '1.25', 2025, ['dn1-2024', 'chart-2025']], // Wayne
  ['90', '2026-01-01', '2.1', 2025, ['dn1-2024', 'chart-2025']], // Wells
  ['91', '2026-01-01', '2.32', 2025, ['dn1-2024', 'chart-2025']], // White
  ['92', '2026-01-01', '1.6829', 2025, ['dn1-2024', 'chart-2025']], // Whitley
];

export const INDIANA_COUNTY_RATES: readonly IndianaCountyRate[] = ROWS.map(
  ([county, effective, text, confirmedFor, sources]) => ({
    county,
    effective,
    percent: text,
    rate: percent(text),
    confirmedFor,
    sources,
  }),
);
