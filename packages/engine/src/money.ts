/**
 * Integer-cent arithmetic. Every amount is a whole number of cents; every product with a rate is
 * an exact rational rounded once, half-up (half away from zero), so no float drift reaches money.
 */

/** A cent amount must stay an exact integer in a double. */
export const assertSafeCents = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} is not a safe integer number of cents: ${value}`);
  }
  return value;
};

const roundBigIntHalfUp = (numerator: bigint, denominator: bigint): number => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = 2n * (n % d) >= d ? quotient + 1n : quotient;
  return Number(negative ? -rounded : rounded);
};

/** numerator ÷ denominator rounded half-up; both integers, denominator not 0. */
export const divideRoundHalfUp = (numerator: number, denominator: number): number => {
  if (denominator === 0) throw new RangeError('division by zero');
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return roundBigIntHalfUp(BigInt(numerator), BigInt(denominator));
  }
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  // The float quotient can be one off near 2^53; the integer remainder corrects it exactly.
  let quotient = Math.floor(n / d);
  let remainder = n - quotient * d;
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  const rounded = 2 * remainder >= d ? quotient + 1 : quotient;
  return negative && rounded !== 0 ? -rounded : rounded;
};

/** (a × b) ÷ denominator rounded half-up, exact even when a × b passes 2^53. */
export const multiplyDivideRoundHalfUp = (a: number, b: number, denominator: number): number => {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRoundHalfUp(product, denominator);
  return roundBigIntHalfUp(BigInt(a) * BigInt(b), BigInt(denominator));
};

export const sumCents = (amounts: readonly number[]): number => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
};
