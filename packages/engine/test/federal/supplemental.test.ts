import { describe, expect, it } from 'vitest';
import { computeSupplementalWithholding } from '../../src/federal/supplemental';
import { calculateParsedPaycheck } from '../../src/gross-to-net';
import { parsePaycheckRequest } from '../../src/parse-request';
import { findTaxYear } from '../../src/tax-years/registry';
import { paycheckInput } from '../support/requests';

const bonusOnly = (amountCents: number) =>
  parsePaycheckRequest(paycheckInput({ earnings: [{ kind: 'bonus', amountCents }] }));

describe('supplemental withholding', () => {
  it.each([2025, 2026])('is 22%%, then 37%% above $1,000,000, as data of %i', (taxYear) => {
    const year = findTaxYear(taxYear);
    expect(computeSupplementalWithholding(500_000, 0, false, year)).toBe(110_000);
    // $999,000 paid already: $1,000 at 22% (220.00) and $4,000 at 37% (1,480.00).
    expect(computeSupplementalWithholding(500_000, 99_900_000, false, year)).toBe(170_000);
    expect(computeSupplementalWithholding(500_000, 100_000_000, false, year)).toBe(185_000);
  });

  it('keeps the mandatory 37% for an exempt W-4 and drops the optional 22%', () => {
    const year = findTaxYear(2026);
    expect(computeSupplementalWithholding(500_000, 0, true, year)).toBe(0);
    expect(computeSupplementalWithholding(500_000, 99_900_000, true, year)).toBe(148_000);
  });

  it('a $5,000 bonus alone in Texas: 1,100.00 federal, FICA as usual', () => {
    const result = calculateParsedPaycheck(bonusOnly(500_000), { withholding: 'supplemental' });
    expect(result.employeeTaxes).toMatchObject({
      federalIncomeTaxCents: 110_000,
      // 6.2% and 1.45% of 5,000.00
      socialSecurityCents: 31_000,
      medicareCents: 7_250,
    });
    // 5,000.00 − 1,100.00 − 310.00 − 72.50
    expect(result.netPayCents).toBe(351_750);
  });

  it('the same bonus withheld the regular way differs (aggregate method)', () => {
    const result = calculateParsedPaycheck(bonusOnly(500_000));
    expect(result.employeeTaxes.federalIncomeTaxCents).not.toBe(110_000);
  });

  it('salary by the W-4 after the 401(k), the bonus at the flat rate', () => {
    const request = parsePaycheckRequest(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 100_000 },
        ],
        deductions: [{ kind: '401k', amountCents: 30_000 }],
      }),
    );
    const result = calculateParsedPaycheck(request, { withholding: 'supplemental' });
    // Regular: 1,700.00 × 26 = 44,200 − 8,600 (line 1g) = 35,600; single 2026: 1,240 + 12% ×
    // (35,600 − 19,900) = 3,124 a year ÷ 26 = 120.15. Bonus: 22% × 1,000.00 = 220.00.
    expect(result.employeeTaxes.federalIncomeTaxCents).toBe(12_015 + 22_000);
  });
});
