import { describe, expect, it } from 'vitest';
import { backupWithholdingOf, lineFiguresOf } from './backup-withholding';

describe('backup withholding', () => {
  it('takes 24% of the amount, rounded to the nearest cent', () => {
    expect(backupWithholdingOf(100_000, true)).toBe(24_000);
    // 123,457 × 0.24 = 29,629.68
    expect(backupWithholdingOf(123_457, true)).toBe(29_630);
    // 3 × 0.24 = 0.72 → 1; 2 × 0.24 = 0.48 → 0; 1,021 × 0.24 = 245.04 → 245.
    expect(backupWithholdingOf(3, true)).toBe(1);
    expect(backupWithholdingOf(2, true)).toBe(0);
    expect(backupWithholdingOf(1_021, true)).toBe(245);
    // 24% of whole cents never ends in exactly half a cent (24a ≡ 50 mod 100 has no solution),
    // so rounding to the nearest cent has no tie to break: 2,021 × 0.24 = 485.04 → 485.
    expect(backupWithholdingOf(2_021, true)).toBe(485);
    for (let cents = 1; cents <= 1_000; cents += 1) {
      expect(Math.abs(backupWithholdingOf(cents, true) - cents * 0.24)).toBeLessThan(0.5);
    }
  });

  it('withholds nothing when the contractor is not under it', () => {
    expect(backupWithholdingOf(123_457, false)).toBe(0);
  });

  it('takes the withholding from the fee, never the reimbursement', () => {
    expect(lineFiguresOf(10_000, 5_000, true)).toEqual({
      amountCents: 10_000,
      reimbursementCents: 5_000,
      backupWithholdingCents: 2_400,
      netCents: 12_600,
    });
    expect(lineFiguresOf(10_000, 5_000, false).netCents).toBe(15_000);
  });

  it('stays exact at the largest amount an ACH entry carries', () => {
    expect(backupWithholdingOf(9_999_999_999, true)).toBe(2_400_000_000);
  });
});
