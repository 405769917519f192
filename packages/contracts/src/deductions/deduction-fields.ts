import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { plainLine } from '../text';

/** The largest amount a recurring deduction or an order names: $1,000,000.00 a paycheck. */
export const RECURRING_MAX_CENTS = 100_000_000;

export const AMOUNT_CENTS_MESSAGE = 'Enter an amount in whole cents from 1 to 100000000';
export const PERCENTAGE_MESSAGE = 'Enter a percentage above 0 and at most 100, with two decimals';
export const AMOUNT_OR_PERCENTAGE_MESSAGE = 'Give either amountCents or percentage, not both';
export const AMOUNT_OR_PERCENTAGE_MISSING_MESSAGE = 'Give amountCents or percentage';
export const END_BEFORE_START_MESSAGE = 'The end date must not be before the start date';
export const LABEL_MESSAGE = 'Use 1 to 100 characters';
export const DATE_MESSAGE = 'Enter a date YYYY-MM-DD';

export const recurringCentsSchema = z
  .number({ error: AMOUNT_CENTS_MESSAGE })
  .check(
    z.int(AMOUNT_CENTS_MESSAGE),
    z.gte(1, AMOUNT_CENTS_MESSAGE),
    z.lte(RECURRING_MAX_CENTS, AMOUNT_CENTS_MESSAGE),
  );

/** Whole cents that may be zero (an exempt amount, a total already paid off). */
export const recurringCentsOrZeroSchema = z
  .number({ error: AMOUNT_CENTS_MESSAGE })
  .check(
    z.int(AMOUNT_CENTS_MESSAGE),
    z.gte(0, AMOUNT_CENTS_MESSAGE),
    z.lte(RECURRING_MAX_CENTS, AMOUNT_CENTS_MESSAGE),
  );

const hasTwoDecimalsAtMost = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A percentage of pay such as 5 or 2.5: above 0, at most `max`, at most two decimals. */
export const percentageSchema = (max = 100, message = PERCENTAGE_MESSAGE) =>
  z
    .number({ error: message })
    .check(z.gt(0, message), z.lte(max, message), z.refine(hasTwoDecimalsAtMost, { message }));

export const recurringLabelSchema = plainLine(
  z
    .string({ error: LABEL_MESSAGE })
    .check(z.trim(), z.minLength(1, LABEL_MESSAGE), z.maxLength(100, LABEL_MESSAGE)),
);

export const recurringDateSchema = paycheckDateSchema;

/** Exactly one of a fixed amount or a percentage (both left out too, when `required` is false). */
export const amountOrPercentageRule =
  (required: boolean) =>
  (
    value: { amountCents?: number | null | undefined; percentage?: number | null | undefined },
    context: z.core.$RefinementCtx,
  ): void => {
    const hasAmount = value.amountCents !== undefined && value.amountCents !== null;
    const hasPercentage = value.percentage !== undefined && value.percentage !== null;
    if (hasAmount && hasPercentage) {
      context.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: AMOUNT_OR_PERCENTAGE_MESSAGE,
      });
    } else if (required && !hasAmount && !hasPercentage) {
      context.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: AMOUNT_OR_PERCENTAGE_MISSING_MESSAGE,
      });
    }
  };

/** `endDate` on or after `startDate`, when both are given. */
export const datesInOrderRule = (
  value: { startDate?: string | undefined; endDate?: string | null | undefined },
  context: z.core.$RefinementCtx,
): void => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
  }
};
