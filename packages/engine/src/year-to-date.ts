import { applyRate, type Rate } from './rate';

/** The slice of a year's cumulative wages a tax applies to: [floor, ceiling). */
export type WageBand = {
  /** Tax starts above this much year-to-date (additional Medicare: $200,000). */
  readonly floorCents?: number;
  /** Wage base: tax stops at this much year-to-date. */
  readonly ceilingCents?: number;
  /** Yearly cap on the tax itself (a programme's maximum contribution). */
  readonly maxTaxCents?: number;
};

export type BandedTax = {
  /** This paycheck's wages that fall inside the band. */
  readonly taxableCents: number;
  readonly taxCents: number;
};

const NO_BAND: WageBand = {};

function wagesInBand(cumulative: number, floor: number, ceiling: number): number {
  if (cumulative <= floor) return 0;
  return (cumulative < ceiling ? cumulative : ceiling) - floor;
}

function cappedTax(wages: number, rate: Rate, maxTaxCents: number | undefined): number {
  const tax = applyRate(wages, rate);
  return maxTaxCents !== undefined && tax > maxTaxCents ? maxTaxCents : tax;
}

/**
 * A tax with a yearly wage base or threshold, computed cumulatively: this paycheck's tax is the
 * rounded tax on year-to-date wages including it, less the rounded tax on those before it. The
 * year's total is therefore exactly rate × taxed wages rounded once, so it can never pass
 * rate × wage base however many paychecks the year has, and each paycheck stays within a cent
 * of rate × its own taxable wages.
 */
export function bandedTax(
  ytdCents: number,
  wagesCents: number,
  rate: Rate,
  band: WageBand = NO_BAND,
): BandedTax {
  const floor = band.floorCents ?? 0;
  const ceiling = band.ceilingCents ?? Number.MAX_SAFE_INTEGER;
  const before = wagesInBand(ytdCents, floor, ceiling);
  const after = wagesInBand(ytdCents + wagesCents, floor, ceiling);
  return {
    taxableCents: after - before,
    taxCents: cappedTax(after, rate, band.maxTaxCents) - cappedTax(before, rate, band.maxTaxCents),
  };
}
