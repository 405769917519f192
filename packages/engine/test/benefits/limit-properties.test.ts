import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statutoryLimitCents } from '../../src/benefits/limit-of-kind';
import { calculatePaycheck } from '../../src/gross-to-net';
import { paycheckInput, wagesOf } from '../support/requests';

// 2026 (Notice 2025-67): $24,500, catch-up $8,000 from 50, $11,250 at 60–63; Roth-only catch-up
// above $150,000 of prior-year FICA wages.
const BASE = 24_500_00;
const catchUpAt = (age: number) => (age >= 60 && age <= 63 ? 11_250_00 : age >= 50 ? 8_000_00 : 0);

describe('§402(g) properties', () => {
  it('never passes the limits, never takes more than asked, flags the deduction that meets them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_00 }),
        fc.integer({ min: 0, max: 40_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        fc.integer({ min: 18, max: 80 }),
        fc.integer({ min: 0, max: 300_000_00 }),
        (traditionalYtd, rothYtd, traditional, roth, age, priorWages) => {
          const result = calculatePaycheck(
            paycheckInput({
              earnings: wagesOf(2_000_000),
              deductions: [
                { kind: '401k', amountCents: traditional },
                { kind: 'roth401k', amountCents: roth },
              ],
              employee: {
                ageOnDecember31: age,
                priorYearFicaWagesCents: priorWages,
                electiveDeferralsYtd: { traditionalCents: traditionalYtd, rothCents: rothYtd },
              },
            }),
          );
          const lines = result.lines.filter((line) => line.side === 'deduction');
          const [takenTraditional = 0, takenRoth = 0] = lines.map((line) => line.amountCents);
          const total = BASE + catchUpAt(age);
          const traditionalLimit = priorWages > 150_000_00 ? BASE : total;
          expect(takenTraditional).toBeLessThanOrEqual(traditional);
          expect(takenRoth).toBeLessThanOrEqual(roth);
          // Nothing more once the year's deferrals are past a limit; otherwise within it.
          expect(traditionalYtd + rothYtd + takenTraditional + takenRoth).toBeLessThanOrEqual(
            Math.max(total, traditionalYtd + rothYtd),
          );
          expect(traditionalYtd + takenTraditional).toBeLessThanOrEqual(
            Math.max(traditionalLimit, traditionalYtd),
          );
          lines.forEach((line, index) => {
            const asked = index === 0 ? traditional : roth;
            if (line.amountCents < asked) expect(line.limitReached).toBe(true);
          });
          expect(result.capped).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the statutory limit of a kind, for pages', () => {
  it('reads the tax year’s row', () => {
    expect(statutoryLimitCents({ taxYear: 2026, kind: '401k' })).toBe(BASE);
    expect(statutoryLimitCents({ taxYear: 2026, kind: 'roth401k', ageOnDecember31: 61 })).toBe(
      BASE + 11_250_00,
    );
    expect(statutoryLimitCents({ taxYear: 2025, kind: '401k', ageOnDecember31: 50 })).toBe(
      23_500_00 + 7_500_00,
    );
    expect(
      statutoryLimitCents({
        taxYear: 2026,
        kind: 'hsa',
        hsaCoverage: 'family',
        ageOnDecember31: 55,
      }),
    ).toBe(9_750_00);
    expect(
      statutoryLimitCents({
        taxYear: 2026,
        kind: 'dependent_care_fsa',
        marriedFilingSeparately: true,
      }),
    ).toBe(3_750_00);
    expect(statutoryLimitCents({ taxYear: 2026, kind: 'commuter' })).toBe(340_00);
    expect(statutoryLimitCents({ taxYear: 2026, kind: 'section125_medical' })).toBeNull();
    expect(() => statutoryLimitCents({ taxYear: 2019, kind: '401k' })).toThrow(/no benefit limits/);
  });
});
