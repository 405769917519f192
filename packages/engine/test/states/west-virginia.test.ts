import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { westVirginia } from '../../src/states/west-virginia';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  westVirginia.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

// IT-100.2A prints no worked example: every figure below is computed by hand from its tables.
describe('West Virginia (IT-100.2A, March 2026: per-period tables, whole dollars)', () => {
  it('weekly $800, no certificate: two-earner table, no exemption → $25', () => {
    // 15.95 + 4.22% × (800 − 577) = 25.3606 → 25.36 → $25
    expect(withhold({}, { grossCents: 80_000, payFrequency: 'weekly' })).toBe(2_500);
  });

  it('biweekly $2,000, 1 exemption, two-earner → $65 (top line)', () => {
    // 2,000 − 76.92 = 1,923.08 → 56.27 + 4.58% × 192.08 = 65.0673 → 65.07 → $65
    expect(withhold({ exemptions: 1 }, { grossCents: 200_000, payFrequency: 'biweekly' })).toBe(
      6_500,
    );
  });

  it('semimonthly $1,500, 2 exemptions, one-earner (line 5) → $36', () => {
    // 1,500 − 2 × 83.33 = 1,333.34 → 26.36 + 3.16% × 291.34 = 35.5663 → 35.57 → $36
    expect(
      withhold(
        { exemptions: 2, oneEarner: true },
        { grossCents: 150_000, payFrequency: 'semimonthly' },
      ),
    ).toBe(3_600);
  });

  it('monthly $8,000, one-earner, no exemption → $300 (top line)', () => {
    // 162.55 + 4.58% × (8,000 − 5,000) = 299.95 → $300
    expect(withhold({ oneEarner: true }, { grossCents: 800_000, payFrequency: 'monthly' })).toBe(
      30_000,
    );
    // The two-earner table withholds more: 121.91 + 4.58% × 4,250 = 316.56 → $317
    expect(withhold({}, { grossCents: 800_000, payFrequency: 'monthly' })).toBe(31_700);
  });

  it('adds line 6 after rounding; small amounts round to nothing', () => {
    // 25.36 → $25, + 7.50
    expect(
      withhold({ additionalWithholdingCents: 750 }, { grossCents: 80_000, payFrequency: 'weekly' }),
    ).toBe(3_250);
    // Weekly $20: 2.11% × 20 = 0.42 → $0
    expect(withhold({}, { grossCents: 2_000, payFrequency: 'weekly' })).toBe(0);
  });

  it('withholds nothing on no wages, for the low-income exclusion, nor for reciprocity', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({ exempt: true }, { grossCents: 200_000 })).toBe(0);
    const reciprocal = calculate({ reciprocalNonresident: true }, { grossCents: 200_000 });
    expect(reciprocal.incomeTaxCents).toBe(0);
    expect(reciprocal.incomeTaxWagesCents).toBe(0);
    expect(reciprocal.incomeTaxExplanation?.method).toBe('exempt');
    expect(withhold({ militarySpouseExempt: true }, { grossCents: 200_000 })).toBe(0);
  });

  it('explains the line and the rounding to the dollar', () => {
    const calc = calculate({}, { grossCents: 80_000, payFrequency: 'weekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 577_00, baseCents: 15_95, percent: '4.22', annual: false },
      rounding: 'dollarHalfUp',
      publication: expect.stringContaining('IT-100.2A'),
    });
    expect(calc.incomeTaxExplanation?.steps).toContainEqual({ input: 'periodTax', cents: 25_36 });
  });

  it('end to end: a bonus goes through the table with the salary of its paycheck', () => {
    // Biweekly $2,000 + $1,000 bonus, 1 exemption: 3,000 − 76.92 = 2,923.08
    // → 56.27 + 4.58% × 1,192.08 = 110.8673 → 110.87 → $111
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'WV', exemptions: 1 },
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 100_000 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(11_100);
  });

  describe('properties', () => {
    const exemption: Record<PayFrequency, number> = {
      weekly: 38_46,
      biweekly: 76_92,
      semimonthly: 83_33,
      monthly: 166_67,
    };
    withholdingProperties({
      module: westVirginia,
      setup: fc.record({
        fields: fc.record({
          exemptions: fc.integer({ min: 0, max: 6 }),
          oneEarner: fc.boolean(),
        }),
      }),
      // 2.11% of $23.45 is 49.48 cents, which rounds to no dollar.
      zeroAtOrBelow: ({ fields }, frequency) =>
        23_45 + Number(fields.exemptions) * exemption[frequency],
    });
  });
});
