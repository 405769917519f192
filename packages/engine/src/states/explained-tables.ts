import type { Explainer } from '../explain/explainer';
import { applyRate } from '../rate';
import { findBracket, type BracketBoundary, type TaxBracket } from './graduated';

/**
 * base + rate × (amount − line start) rounded half-up to the cent, as `bracketTax` computes it,
 * with the line it read recorded in the explanation (nothing is recorded for no wages).
 */
export const explainedBracketTax = (
  brackets: readonly TaxBracket[],
  amountCents: number,
  boundary: BracketBoundary,
  annual: boolean,
  explain: Explainer,
): number => {
  if (amountCents <= 0) return 0;
  const bracket = findBracket(brackets, amountCents, boundary);
  explain.bracket(bracket, annual);
  return bracket.baseCents + applyRate(amountCents - bracket.fromCents, bracket.rate);
};

/** The certificate's extra amount, recorded when there is one. */
export const explainedAdditional = (additionalCents: number, explain: Explainer): number => {
  if (additionalCents > 0) explain.cents('additionalWithholding', additionalCents);
  return additionalCents;
};
