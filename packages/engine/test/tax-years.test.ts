import { describe, expect, it } from 'vitest';
import { formatRate } from '../src/rate';
import { findTaxYear, supportedTaxYears } from '../src/tax-years/registry';

describe('tax years', () => {
  it('has data for 2025 and 2026', () => {
    expect(supportedTaxYears()).toEqual([2025, 2026]);
    expect(findTaxYear(2026).year).toBe(2026);
  });

  it.each([
    [2025, 176_100_00],
    [2026, 184_500_00],
  ])('%i FICA and FUTA figures', (taxYear, wageBaseCents) => {
    const year = findTaxYear(taxYear);
    expect(year.socialSecurity.wageBaseCents).toBe(wageBaseCents);
    expect(formatRate(year.socialSecurity.rate)).toBe('6.2%');
    expect(formatRate(year.medicare.rate)).toBe('1.45%');
    expect(formatRate(year.medicare.additionalRate)).toBe('0.9%');
    expect(year.medicare.additionalThresholdCents).toBe(200_000_00);
    expect(formatRate(year.futa.rate)).toBe('0.6%');
    expect(year.futa.wageBaseCents).toBe(7_000_00);
    expect(year.federal.line1gCents).toEqual({ marriedJointly: 12_900_00, other: 8_600_00 });
    expect(year.federal.legacyAllowanceCents).toBe(4_300_00);
  });

  it('names the missing year and the ones it has', () => {
    expect(() => findTaxYear(2027)).toThrow(
      expect.objectContaining({
        field: 'taxYear',
        message: 'has no tax data for 2027; supported tax years: 2025, 2026',
      }),
    );
  });
});
