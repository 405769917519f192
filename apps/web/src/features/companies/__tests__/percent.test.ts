import { describe, expect, it } from 'vitest';
import { formatPercent, ownershipTotal } from '../model/percent';

describe('ownership percentages', () => {
  it('formats with up to two decimals in the locale', () => {
    expect(formatPercent(60, 'en-US')).toBe('60%');
    expect(formatPercent(33.33, 'en-US')).toBe('33.33%');
    // French puts a (narrow, depending on the ICU version) no-break space before the sign.
    expect(formatPercent(12.5, 'fr-FR').replace(/\s/gu, ' ')).toBe('12,5 %');
    expect(formatPercent(100, 'zh-CN')).toBe('100%');
  });

  it('adds in hundredths so thirds add up exactly, ignoring what is not a number', () => {
    expect(ownershipTotal([33.33, 33.33, 33.34])).toBe(100);
    expect(ownershipTotal([0.1, 0.2])).toBe(0.3);
    expect(ownershipTotal([50, undefined, Number.NaN])).toBe(50);
  });
});
