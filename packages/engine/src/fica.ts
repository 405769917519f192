import type { TaxYearData } from './tax-years/tax-year-data';
import { bandedTax, type BandedTax } from './year-to-date';

export type Fica = {
  readonly socialSecurity: BandedTax;
  readonly medicare: BandedTax;
  /** Employee only: there is no employer match. */
  readonly additionalMedicare: BandedTax;
};

/**
 * Employee social security and Medicare. The employer owes the same social security and Medicare
 * amounts (not the additional Medicare).
 *
 * @param wagesCents FICA wages of this paycheck (gross less section 125, 401(k) included)
 */
export const computeFica = (
  wagesCents: number,
  ytd: { readonly socialSecurityWagesCents: number; readonly medicareWagesCents: number },
  year: TaxYearData,
): Fica => ({
  socialSecurity: bandedTax(ytd.socialSecurityWagesCents, wagesCents, year.socialSecurity.rate, {
    ceilingCents: year.socialSecurity.wageBaseCents,
  }),
  medicare: bandedTax(ytd.medicareWagesCents, wagesCents, year.medicare.rate),
  additionalMedicare: bandedTax(ytd.medicareWagesCents, wagesCents, year.medicare.additionalRate, {
    floorCents: year.medicare.additionalThresholdCents,
  }),
});
