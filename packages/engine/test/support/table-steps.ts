import { applyRate } from '../../src/rate';
import type { BracketBoundary, TaxBracket } from '../../src/states/graduated';

/**
 * The most a printed table's tax falls where one of its lines starts, in cents: 0 for a table
 * that never steps down. Tables whose line bases are rounded (NY's to the cent from annual
 * figures over whole-dollar line starts, several of NJ's to the dollar) step down by a few cents
 * there; monotonicity holds up to that amount and no further.
 */
export const largestStepDown = (
  brackets: readonly TaxBracket[],
  boundary: BracketBoundary,
): number => {
  let largest = 0;
  brackets.forEach((next, index) => {
    const previous = brackets[index - 1];
    if (previous === undefined) return;
    const lastOnPrevious = boundary === 'over' ? next.fromCents : next.fromCents - 1;
    const firstOnNext = boundary === 'over' ? next.fromCents + 1 : next.fromCents;
    const end = previous.baseCents + applyRate(lastOnPrevious - previous.fromCents, previous.rate);
    const start = next.baseCents + applyRate(firstOnNext - next.fromCents, next.rate);
    largest = Math.max(largest, end - start);
  });
  return largest;
};
