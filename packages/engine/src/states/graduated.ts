import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';

/** One line of a graduated withholding table: `baseCents` plus `rate` of the amount above `fromCents`. */
export type TaxBracket = {
  readonly fromCents: number;
  readonly baseCents: number;
  readonly rate: Rate;
};

/**
 * Which line a boundary amount belongs to. Tables printed "over … but not over" (CA, NJ) keep it
 * on the lower line; tables printed "at least … but less than" (NY) move it to the upper one.
 */
export type BracketBoundary = 'over' | 'atLeast';

/** A table written as data rows: [from (cents), base (cents), rate as printed ('2.2')]. */
export type BracketRow = readonly [fromCents: number, baseCents: number, percentText: string];

export const bracketsOf = (rows: readonly BracketRow[]): readonly TaxBracket[] =>
  rows.map(([fromCents, baseCents, percentText]) => ({
    fromCents,
    baseCents,
    rate: percent(percentText),
  }));

export const findBracket = (
  brackets: readonly TaxBracket[],
  amountCents: number,
  boundary: BracketBoundary,
): TaxBracket => {
  const [first] = brackets;
  if (first === undefined) throw new RangeError('a withholding table needs at least one line');
  let chosen = first;
  for (const bracket of brackets) {
    const onOrAbove =
      boundary === 'over' ? amountCents > bracket.fromCents : amountCents >= bracket.fromCents;
    if (!onOrAbove) break;
    chosen = bracket;
  }
  return chosen;
};

/**
 * base + rate × (amount − line start), the product rounded half-up to the cent: the publications'
 * arithmetic. Since the base is whole cents, this equals rounding the whole sum once. Given an
 * explainer, the line used is recorded (`annualTable` when the table is a yearly one); nothing is
 * recorded when there is no amount to look up.
 */
export const bracketTax = (
  brackets: readonly TaxBracket[],
  amountCents: number,
  boundary: BracketBoundary,
  explain?: Explainer,
  annualTable = false,
): number => {
  if (amountCents <= 0) return 0;
  const bracket = findBracket(brackets, amountCents, boundary);
  explain?.bracket(bracket, annualTable);
  return bracket.baseCents + applyRate(amountCents - bracket.fromCents, bracket.rate);
};

/** Half-up division of non-negative BigInts, for products past 2^53. */
const bigRoundHalfUp = (numerator: bigint, denominator: bigint): number => {
  const quotient = numerator / denominator;
  return Number(2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient);
};

/**
 * An annual table's tax spread over the pay periods, (base + rate × excess) ÷ periods rounded
 * half-up once: for annualizing formulas that print no per-period rounding. Given an explainer,
 * the annual line used is recorded.
 */
export const bracketTaxPerPeriod = (
  brackets: readonly TaxBracket[],
  annualCents: number,
  boundary: BracketBoundary,
  periodsPerYear: number,
  explain?: Explainer,
): number => {
  if (annualCents <= 0) return 0;
  const bracket = findBracket(brackets, annualCents, boundary);
  explain?.bracket(bracket, true);
  const { fromCents, baseCents, rate } = bracket;
  // (base × d + excess × n) ÷ (d × periods): one fraction, rounded once.
  const numerator = baseCents * rate.denominator + (annualCents - fromCents) * rate.numerator;
  const denominator = rate.denominator * periodsPerYear;
  if (Number.isSafeInteger(numerator)) return divideRoundHalfUp(numerator, denominator);
  const exact =
    BigInt(baseCents) * BigInt(rate.denominator) +
    BigInt(annualCents - fromCents) * BigInt(rate.numerator);
  return bigRoundHalfUp(exact, BigInt(denominator));
};
