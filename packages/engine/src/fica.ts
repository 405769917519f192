import type { TaxExplanation } from '@paydesk/contracts';
import { wageBaseRateExplanation } from './explain/wage-base-rate';
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

/** How the FICA lines were found; the employer's matching lines share the first two. */
export type FicaExplanations = {
  readonly socialSecurity: TaxExplanation;
  readonly medicare: TaxExplanation;
  /** Only when some of this paycheck's wages are above the threshold. */
  readonly additionalMedicare: TaxExplanation | undefined;
};

export const explainFica = (
  fica: Fica,
  ytd: { readonly socialSecurityWagesCents: number; readonly medicareWagesCents: number },
  year: TaxYearData,
): FicaExplanations => {
  const publication = year.employmentTaxPublication;
  return {
    socialSecurity: wageBaseRateExplanation(
      fica.socialSecurity.taxableCents,
      ytd.socialSecurityWagesCents,
      year.socialSecurity.wageBaseCents,
      year.socialSecurity.rate,
      publication,
    ),
    medicare: wageBaseRateExplanation(
      fica.medicare.taxableCents,
      ytd.medicareWagesCents,
      undefined,
      year.medicare.rate,
      publication,
    ),
    // The threshold is a floor, not a wage base: the taxable wages are those above it.
    additionalMedicare:
      fica.additionalMedicare.taxableCents > 0
        ? wageBaseRateExplanation(
            fica.additionalMedicare.taxableCents,
            ytd.medicareWagesCents,
            undefined,
            year.medicare.additionalRate,
            publication,
          )
        : undefined,
  };
};
