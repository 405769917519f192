import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from './money';

/** An exact rate as a fraction of one: 6.2% is 62/1000. Never a float. */
export type Rate = { readonly numerator: number; readonly denominator: number };

const greatestCommonDivisor = (a: number, b: number): number => {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
};

const reduce = (numerator: number, denominator: number): Rate => {
  const divisor = greatestCommonDivisor(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

/**
 * A percentage written as decimal text, exactly as published ('6.2', '0.8069', '3.07').
 * Text rather than a number so a rate like 0.07% cannot pick up binary float error.
 */
export const percent = (text: string): Rate => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal percentage: "${text}"`);
  const fraction = match[2] ?? '';
  const numerator = Number(`${match[1]}${fraction}`);
  const denominator = 100 * 10 ** fraction.length;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`percentage has too many digits: "${text}"`);
  }
  return reduce(numerator, denominator);
};

/** Basis points (hundredths of a percent), the unit of the company's SUTA rate. */
export const basisPoints = (points: number): Rate => reduce(points, 10_000);

/** A share of a rate, e.g. the employee's 71.43% of a 1.13% premium. */
export const multiplyRates = (a: Rate, b: Rate): Rate =>
  reduce(a.numerator * b.numerator, a.denominator * b.denominator);

export const ZERO_RATE: Rate = { numerator: 0, denominator: 1 };

/** cents × rate, rounded half-up to the cent. */
export const applyRate = (cents: number, rate: Rate): number =>
  rate.numerator === 0 ? 0 : multiplyDivideRoundHalfUp(cents, rate.numerator, rate.denominator);

/** A rate as readable percent text, for labels and error messages. */
export const formatRate = (rate: Rate): string => {
  for (let decimals = 0; decimals <= 8; decimals += 1) {
    const scaled = rate.numerator * 100 * 10 ** decimals;
    if (scaled % rate.denominator === 0) {
      return `${(scaled / rate.denominator / 10 ** decimals).toFixed(decimals)}%`;
    }
  }
  return `${divideRoundHalfUp(rate.numerator * 1e8, rate.denominator) / 1e6}%`;
};
