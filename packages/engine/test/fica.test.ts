import { describe, expect, it } from 'vitest';
import { computeFica } from '../src/fica';
import { computeFuta, computeSuta } from '../src/futa-suta';
import { basisPoints } from '../src/rate';
import { taxYear2025 } from '../src/tax-years/2025';
import { taxYear2026 } from '../src/tax-years/2026';

const fica2026 = (wagesCents: number, ytdCents = 0) =>
  computeFica(
    wagesCents,
    { socialSecurityWagesCents: ytdCents, medicareWagesCents: ytdCents },
    taxYear2026,
  );

describe('social security', () => {
  it.each([
    // [case, ytd, wages, taxable, tax]
    ['no year-to-date', 0, 1_000_000, 1_000_000, 62_000],
    [
      '2026 crossing: YTD 180,000 + 10,000 → tax on 4,500 = 279.00',
      18_000_000,
      1_000_000,
      450_000,
      27_900,
    ],
    ['exactly reaching the base', 18_350_000, 100_000, 100_000, 6_200],
    ['already at the base', 18_450_000, 500_000, 0, 0],
    ['past the base', 20_000_000, 500_000, 0, 0],
  ])('%s', (_case, ytd, wages, taxable, tax) => {
    const { socialSecurity } = fica2026(wages, ytd);
    expect(socialSecurity).toEqual({ taxableCents: taxable, taxCents: tax });
  });

  it('uses each year’s wage base: 2025 stops at 176,100', () => {
    const fica = computeFica(
      1_000_000,
      { socialSecurityWagesCents: 17_000_000, medicareWagesCents: 17_000_000 },
      taxYear2025,
    );
    expect(fica.socialSecurity).toEqual({ taxableCents: 610_000, taxCents: 37_820 });
  });

  it('never passes 11,439.00 in 2026 however the year is paid', () => {
    let ytd = 0;
    let total = 0;
    for (let paycheck = 0; paycheck < 26; paycheck += 1) {
      const wages = 777_777 + paycheck * 13; // 7,777.77 and up: fractions of a cent every time
      total += fica2026(wages, ytd).socialSecurity.taxCents;
      ytd += wages;
    }
    expect(ytd).toBeGreaterThan(taxYear2026.socialSecurity.wageBaseCents);
    expect(total).toBe(1_143_900);
  });
});

describe('Medicare', () => {
  it('has no cap', () => {
    expect(fica2026(1_000_000, 50_000_000).medicare).toEqual({
      taxableCents: 1_000_000,
      taxCents: 14_500,
    });
  });

  it('adds 0.9% only on year-to-date wages above 200,000: YTD 195,000 + 10,000 → 145.00 + 45.00', () => {
    const { medicare, additionalMedicare } = fica2026(1_000_000, 19_500_000);
    expect(medicare.taxCents).toBe(14_500);
    expect(additionalMedicare).toEqual({ taxableCents: 500_000, taxCents: 4_500 });
  });

  it('applies the 0.9% to the whole paycheck once past 200,000, and not below it', () => {
    expect(fica2026(1_000_000, 25_000_000).additionalMedicare).toEqual({
      taxableCents: 1_000_000,
      taxCents: 9_000,
    });
    expect(fica2026(1_000_000, 0).additionalMedicare).toEqual({ taxableCents: 0, taxCents: 0 });
  });
});

describe('FUTA', () => {
  it.each([
    ['first paycheck', 0, 300_000, 300_000, 1_800],
    ['crossing 7,000: YTD 6,500 + 1,000 → 0.6% of 500', 650_000, 100_000, 50_000, 300],
    ['past 7,000', 700_000, 100_000, 0, 0],
  ])('%s', (_case, ytd, wages, taxable, tax) => {
    expect(computeFuta(wages, ytd, taxYear2026)).toEqual({ taxableCents: taxable, taxCents: tax });
  });

  it('tops out at 42.00 a year', () => {
    let ytd = 0;
    let total = 0;
    for (let paycheck = 0; paycheck < 5; paycheck += 1) {
      total += computeFuta(166_667, ytd, taxYear2026).taxCents;
      ytd += 166_667;
    }
    expect(total).toBe(4_200);
  });
});

describe('SUTA', () => {
  it('applies the company rate up to the state wage base', () => {
    // 2.70% up to 9,000: YTD 8,000 + 2,000 → 1,000 taxable → 27.00.
    expect(computeSuta(200_000, 800_000, basisPoints(270), 900_000)).toEqual({
      taxableCents: 100_000,
      taxCents: 2_700,
    });
  });
});
