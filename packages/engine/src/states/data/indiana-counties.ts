import { percent, type Rate } from '../../rate';

export type IndianaCounty = { readonly code: string; readonly name: string; readonly rate: Rate };

// Indiana DOR Departmental Notice #1 (R46 / 01-26), "Indiana County Tax Rates: Effective Jan. 1,
// 2026", as quoted by Paydesk's shared tax reference: only the counties whose 2026 rate that
// reference states. Counties are identified by their two-digit WH-4 code (01–92); a county whose
// rate is not here is an input error, never a silent 0. Add each county's rate from the notice
// itself (it is republished each January and October) before paying employees who live there.
const COUNTIES_2026: readonly (readonly [code: string, name: string, percent: string])[] = [
  ['07', 'Brown', '2.5234'],
  ['31', 'Harrison', '1'],
  ['64', 'Porter', '0.5'],
  ['68', 'Randolph', '3'],
];

const toCounties = (
  rows: readonly (readonly [string, string, string])[],
): ReadonlyMap<string, IndianaCounty> =>
  new Map(rows.map(([code, name, rate]) => [code, { code, name, rate: percent(rate) }]));

export const INDIANA_COUNTIES_2026: ReadonlyMap<string, IndianaCounty> = toCounties(COUNTIES_2026);

/** The county codes Paydesk has a 2026 rate for, in the notice's order. */
export const INDIANA_COUNTY_CODES: readonly string[] = COUNTIES_2026.map(([code]) => code);
