import type { FederalTable } from '../tax-years/tax-year-data';

/** An exact amount of cents as numerator ÷ denominator, kept unrounded until the last step. */
export type CentsFraction = { readonly numerator: number; readonly denominator: number };

/**
 * Worksheet 1A step 2: the tentative annual withholding C + D × (wage − A) for the row with
 * A ≤ wage < next A, exact (D is a rational rate, so the result is a fraction of cents).
 */
export const tentativeAnnualWithholding = (
  table: FederalTable,
  annualWageCents: number,
): CentsFraction => {
  let row = table[0];
  for (const candidate of table) {
    if (candidate.overCents <= annualWageCents) row = candidate;
    else break;
  }
  if (row === undefined) throw new RangeError('a federal table has no rows');
  const { numerator, denominator } = row.rate;
  // Bounded by the engine's input caps (gross < 10^11 cents): stays far below 2^53.
  return {
    numerator: row.baseCents * denominator + numerator * (annualWageCents - row.overCents),
    denominator,
  };
};
