import type { IsoDate } from '../dates';
import type { IndianaCountyRate } from './data/indiana-county-rates';

/**
 * The county's row in force on a date: its latest row effective on or before it, within the
 * date's calendar year. A January notice reissues every county, so a rate never runs on into a
 * year whose row is missing; undefined then.
 */
export const countyRateInForce = (
  rates: readonly IndianaCountyRate[],
  county: string,
  date: IsoDate,
): IndianaCountyRate | undefined => {
  const year = date.slice(0, 4);
  let inForce: IndianaCountyRate | undefined;
  for (const row of rates) {
    if (row.county !== county || row.effective > date || !row.effective.startsWith(year)) continue;
    if (inForce === undefined || row.effective > inForce.effective) inForce = row;
  }
  return inForce;
};
