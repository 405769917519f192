import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';

// Field schemas shared by state withholding certificates, with the IL-W-4's wording, so every
// state's form speaks one vocabulary. Each certificate field has a default: "no certificate on
// file" is the empty object.

/** Whole cents, never negative, at most 10 digits (no default: for optional amounts). */
export const certificateCents = () =>
  z
    .number({ error: 'must be a number of cents' })
    .int('must be a whole number of cents')
    .min(0, 'must not be negative')
    .max(9_999_999_999, 'must have at most 10 digits');

/** Additional withholding per pay period; none unless the certificate asks for it. */
export const additionalWithholding = () => certificateCents().default(0);

/** Allowances or exemptions: a whole count, 0 when the certificate does not claim any. */
export const certificateCount = () =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(99, 'must be at most 99')
    .default(0);

/** A certificate checkbox, unticked unless given. */
export const certificateFlag = () => z.boolean({ error: 'must be true or false' }).default(false);

/** An annual amount spread over the year's pay periods, rounded half-up to the cent. */
export const perPeriod = (annualCents: number, periodsPerYear: number): number =>
  divideRoundHalfUp(annualCents, periodsPerYear);

/** Whole-dollar rounding (half-up) of an amount in cents, for states that withhold whole dollars. */
export const roundToDollar = (cents: number): number => divideRoundHalfUp(cents, 100) * 100;

/** Records the certificate's additional withholding in the explanation, when it asks for some. */
export const explainAdditional = (explain: Explainer, additionalCents: number): void => {
  if (additionalCents > 0) explain.cents('additionalWithholding', additionalCents);
};
