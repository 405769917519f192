import * as z from '../z';

/** Money and rate inputs are capped at 10 digits: larger figures are typing mistakes, not pay. */
export const PAYCHECK_MAX_INPUT_DIGITS = 10;
const MAX_INPUT = 10 ** PAYCHECK_MAX_INPUT_DIGITS - 1;

/** Whole cents, never negative, at most 10 digits. */
export const paycheckCentsSchema = z
  .number({ error: 'must be a number of cents' })
  .check(
    z.int('must be a whole number of cents'),
    z.gte(0, 'must not be negative'),
    z.lte(MAX_INPUT, `must have at most ${PAYCHECK_MAX_INPUT_DIGITS} digits`),
  );

/** Hours worked: at most two decimals (quarter hours are 0.25, never 0.333). */
export const paycheckHoursSchema = z.number({ error: 'must be a number of hours' }).check(
  z.gte(0, 'must not be negative'),
  z.lte(MAX_INPUT, `must have at most ${PAYCHECK_MAX_INPUT_DIGITS} digits`),
  z.refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, {
    message: 'may have at most two decimals',
  }),
);

/** A percentage from 0 to 100 with at most three decimals (5 is 5%, 7.65 is 7.65%). */
export const paycheckPercentageSchema = z.number({ error: 'must be a percentage' }).check(
  z.gte(0, 'must not be negative'),
  z.lte(100, 'must be at most 100'),
  z.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'may have at most three decimals',
  }),
);

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRealDate = (text: string): boolean => {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
export const paycheckDateSchema = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .check(z.refine(isRealDate, { message: 'must be a real date YYYY-MM-DD' }));
