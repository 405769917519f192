import { multiplyDivideRoundHalfUp } from './money';

/**
 * A request's percentage (at most three decimals, checked by the contract) as thousandths of a
 * percent, so the product with cents is exact integer arithmetic.
 */
export const milliPercent = (percentage: number): number => Math.round(percentage * 1000);

/** cents × percentage ÷ 100, rounded half-up to the cent. */
export const percentageOf = (cents: number, percentage: number): number =>
  multiplyDivideRoundHalfUp(cents, milliPercent(percentage), 100_000);
