import { multiplyDivideRoundHalfUp } from '../money';
import type { Rate } from '../rate';

// Rate arithmetic the flat-rate withholding formulas share, each rounding exactly once, half-up
// (the per-period spreading and whole-dollar rounding live in certificate-fields.ts).

/** cents × rate rounded straight to whole dollars (never to the cent first: no double rounding). */
export const applyRateToDollar = (cents: number, rate: Rate): number =>
  multiplyDivideRoundHalfUp(cents, rate.numerator, rate.denominator * 100) * 100;

/**
 * An annual tax de-annualized: annualCents × rate ÷ periods, rounded once to the cent
 * (annualize, tax, divide: the order of the annualized formulas).
 */
export const annualRateByPeriod = (
  annualCents: number,
  rate: Rate,
  periodsPerYear: number,
): number =>
  multiplyDivideRoundHalfUp(annualCents, rate.numerator, rate.denominator * periodsPerYear);
