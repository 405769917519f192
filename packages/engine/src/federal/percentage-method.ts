import type { Explainer } from '../explain/explainer';
import type { TaxBracket } from '../states/graduated';
import type { FederalBracket, FederalTable } from '../tax-years/tax-year-data';

// The rows are the year's constant data: each is seen as a table line once, not per paycheck.
const AS_TAX_BRACKET = new WeakMap<FederalBracket, TaxBracket>();

const asTaxBracket = (row: FederalBracket): TaxBracket => {
  let bracket = AS_TAX_BRACKET.get(row);
  if (bracket === undefined) {
    bracket = { fromCents: row.overCents, baseCents: row.baseCents, rate: row.rate };
    AS_TAX_BRACKET.set(row, bracket);
  }
  return bracket;
};

/** An exact amount of cents as numerator ÷ denominator, kept unrounded until the last step. */
export type CentsFraction = { readonly numerator: number; readonly denominator: number };

/**
 * Worksheet 1A step 2: the tentative annual withholding C + D × (wage − A) for the row with
 * A ≤ wage < next A, exact (D is a rational rate, so the result is a fraction of cents). Given an
 * explainer, the row is recorded as the annual table's line.
 */
export const tentativeAnnualWithholding = (
  table: FederalTable,
  annualWageCents: number,
  explain?: Explainer,
): CentsFraction => {
  let row = table[0];
  for (const candidate of table) {
    if (candidate.overCents <= annualWageCents) row = candidate;
    else break;
  }
  if (row === undefined) throw new RangeError('a federal table has no rows');
  explain?.bracket(asTaxBracket(row), true);
  const { numerator, denominator } = row.rate;
  // Bounded by the engine's input caps (gross < 10^11 cents): stays far below 2^53.
  return {
    numerator: row.baseCents * denominator + numerator * (annualWageCents - row.overCents),
    denominator,
  };
};
