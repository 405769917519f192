import type { Rate } from './rate';
import type { TaxYearData } from './tax-years/tax-year-data';
import { bandedTax, type BandedTax } from './year-to-date';

/** Employer-only federal unemployment tax on the first $7,000 of the year. */
export const computeFuta = (
  wagesCents: number,
  ytdFutaWagesCents: number,
  year: TaxYearData,
): BandedTax =>
  bandedTax(ytdFutaWagesCents, wagesCents, year.futa.rate, {
    ceilingCents: year.futa.wageBaseCents,
  });

/** Employer state unemployment tax at the company's assigned rate, up to the state wage base. */
export const computeSuta = (
  wagesCents: number,
  ytdSutaWagesCents: number,
  rate: Rate,
  wageBaseCents: number,
): BandedTax => bandedTax(ytdSutaWagesCents, wagesCents, rate, { ceilingCents: wageBaseCents });
