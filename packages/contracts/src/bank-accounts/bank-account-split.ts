import type * as z from 'zod/mini';

/** The smallest and largest percentage one account may take, with at most two decimals. */
export const MIN_SPLIT_PERCENTAGE = 0.01;
export const MAX_SPLIT_PERCENTAGE = 100;

type SplitFields = {
  amountOrPercentage?: 'amount' | 'percentage' | 'remainder' | undefined;
  amountOrPercentageValue?: number | null | undefined;
};

const hasTwoDecimalsAtMost = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * What the value of a split must be for its kind, or undefined when it fits: a fixed amount is
 * whole cents above zero, a percentage 0.01–100 with two decimals at most, the remainder (and an
 * account without a kind, which takes the remainder) carries no value. Shared by the request
 * schema and the service, so an account added with a new employee follows the same rules.
 */
export function splitValueProblem(fields: SplitFields): string | undefined {
  const value = fields.amountOrPercentageValue ?? null;
  switch (fields.amountOrPercentage ?? 'remainder') {
    case 'amount':
      if (value === null) return 'Enter the amount';
      if (!Number.isSafeInteger(value) || value < 1) return 'Use whole cents above zero';
      return undefined;
    case 'percentage':
      if (value === null) return 'Enter the percentage';
      if (value < MIN_SPLIT_PERCENTAGE || value > MAX_SPLIT_PERCENTAGE) {
        return 'Use a percentage from 0.01 to 100';
      }
      if (!hasTwoDecimalsAtMost(value)) return 'Use at most two decimals';
      return undefined;
    case 'remainder':
      return value === null ? undefined : 'The remainder account takes no amount or percentage';
  }
}

/** The zod form of `splitValueProblem`, naming `amountOrPercentageValue`. */
export const splitValueRule = (fields: SplitFields, context: z.core.$RefinementCtx): void => {
  const problem = splitValueProblem(fields);
  if (problem)
    context.addIssue({ code: 'custom', path: ['amountOrPercentageValue'], message: problem });
};

/** A percentage as basis points (12.5% → 1250), the way it is stored. */
export const percentageToBasisPoints = (percentage: number): number => Math.round(percentage * 100);

export const basisPointsToPercentage = (basisPoints: number): number => basisPoints / 100;
