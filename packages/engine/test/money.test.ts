import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from '../src/money';
import { applyRate, basisPoints, formatRate, multiplyRates, percent } from '../src/rate';

const oracle = (numerator: bigint, denominator: bigint): number => {
  // Half-up on magnitudes: floor(2n/d + 1) / 2 written on integers.
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return Number(sign * ((2n * n + d) / (2n * d)));
};

describe('divideRoundHalfUp', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [1, 2, 1],
    [1, 3, 0],
    [-5, 2, -3],
    [-1, 3, 0],
    [0, 7, 0],
  ])('%i ÷ %i → %i (half away from zero)', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('agrees with exact integer arithmetic on any safe integers', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (numerator, denominator) => {
          expect(divideRoundHalfUp(numerator, denominator)).toBe(
            oracle(BigInt(numerator), BigInt(denominator)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('multiplyDivideRoundHalfUp', () => {
  it('stays exact when the product passes 2^53', () => {
    // 99,999,999,999 × 807,159 ÷ 10^8 = 807,158,999.99… → 807,159,000 after half-up.
    expect(multiplyDivideRoundHalfUp(99_999_999_999, 807_159, 100_000_000)).toBe(807_159_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (a, b, d) => {
          expect(multiplyDivideRoundHalfUp(a, b, d)).toBe(oracle(BigInt(a) * BigInt(b), BigInt(d)));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('rates', () => {
  it.each([
    ['6.2', 31, 500],
    ['1.45', 29, 2000],
    ['0.9', 9, 1000],
    ['3.07', 307, 10000],
    ['0.07', 7, 10000],
    ['12', 3, 25],
    ['0', 0, 1],
  ])('percent("%s") is exactly %i/%i', (text, numerator, denominator) => {
    expect(percent(text)).toEqual({ numerator, denominator });
  });

  it('rejects anything but decimal text', () => {
    expect(() => percent('6,2')).toThrow(RangeError);
    expect(() => percent('-1')).toThrow(RangeError);
    expect(() => percent('1e2')).toThrow(RangeError);
  });

  it('keeps a share of a rate exact: 71.43% of 1.13% is 0.807159%', () => {
    expect(formatRate(multiplyRates(percent('1.13'), percent('71.43')))).toBe('0.807159%');
    expect(formatRate(basisPoints(270))).toBe('2.7%');
  });

  it('applies a rate with one half-up rounding and no float drift', () => {
    // 0.07% of $1,000 is 70 cents even though 0.07 has no exact binary float.
    expect(applyRate(100_000, percent('0.07'))).toBe(70);
    // 6.2% of $3,846.15 = 238.4613 → $238.46; 1.45% of it = 55.769175 → $55.77.
    expect(applyRate(384_615, percent('6.2'))).toBe(23_846);
    expect(applyRate(384_615, percent('1.45'))).toBe(5_577);
    // 3.07% of $0.50 = 1.535 cents → 2 cents (half-up).
    expect(applyRate(50, percent('3.07'))).toBe(2);
  });
});
