import type { Explainer } from '../explain/explainer';
import { applyRate } from '../rate';
import type { TaxYearData } from '../tax-years/tax-year-data';

/** How federal income tax is withheld from a paycheck's bonus and commission. */
export type WithholdingMethod = 'regular' | 'supplemental';

export type PaycheckOptions = {
  /**
   * `regular` (the default): supplemental wages are added to the regular wages and withheld on
   * together (aggregate method). `supplemental`: they are withheld on at the year's flat rate.
   */
  readonly withholding?: WithholdingMethod;
  /** Supplemental wages already paid in the calendar year (the 37% threshold counts them). */
  readonly supplementalYtdCents?: number;
};

/**
 * Flat-rate withholding on supplemental wages (Pub 15 §7): the year's rate on the wages up to the
 * mandatory threshold of the calendar year, the mandatory rate on the part above it. The mandatory
 * part applies even to an employee whose W-4 claims exemption; the optional part does not.
 * Given an explainer, the supplemental wages and the rate are recorded (the mandatory rate when
 * no wages fall below the threshold; otherwise the optional rate, the part above the threshold
 * as wages over it).
 */
export const computeSupplementalWithholding = (
  supplementalCents: number,
  supplementalYtdCents: number,
  exempt: boolean,
  year: TaxYearData,
  explain?: Explainer,
): number => {
  const { rate, mandatoryRate, mandatoryThresholdCents } = year.supplemental;
  const roomBelow = Math.max(0, mandatoryThresholdCents - supplementalYtdCents);
  const below = Math.min(supplementalCents, roomBelow);
  const above = supplementalCents - below;
  if (explain !== undefined && supplementalCents > 0) {
    explain.method(exempt && above === 0 ? 'exempt' : 'supplementalFlatRate');
    explain.cents('supplementalWages', supplementalCents);
    explain.rate('rate', below > 0 && !exempt ? rate : mandatoryRate);
    if (above > 0 && below > 0) explain.cents('wagesOverThreshold', above);
  }
  return (exempt ? 0 : applyRate(below, rate)) + applyRate(above, mandatoryRate);
};
