import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { michigan } from '../../src/states/michigan';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, grossCents = 100_000) =>
  michigan.prepare(fields).calculate(stateContext({ grossCents, payFrequency: 'weekly' }))
    .incomeTaxCents;

describe('Michigan (Form 446, 4.25%, $5,900 per exemption)', () => {
  // Michigan publishes no worked example for the state tax; this row is the reference's
  // regression figure from Form 446's masthead, not an agency example.
  it('regression (no published example): weekly $1,000, 2 exemptions → $32.86', () => {
    // 5,900 ÷ 52 = 113.4615 → 113.46 × 2 = 226.92; 773.08 × 4.25% = 32.8559 → 32.86
    expect(withhold({ exemptions: 2 })).toBe(3_286);
  });

  it('no MI-W4 on file: no exemption → weekly $1,000 × 4.25% = $42.50', () => {
    expect(withhold({})).toBe(4_250);
  });

  it('adds the additional withholding; an exempt claim withholds nothing', () => {
    expect(withhold({ exemptions: 2, additionalWithholdingCents: 1_000 })).toBe(4_286);
    expect(withhold({ exemptions: 2, exempt: true })).toBe(0);
  });

  it('explains the tax: Form 446, the per-period exemption and the flat rate', () => {
    const result = michigan
      .prepare({ exemptions: 2, additionalWithholdingCents: 1_000 })
      .calculate(stateContext({ grossCents: 100_000, payFrequency: 'weekly' }));
    expect(result.incomeTaxExplanation).toEqual({
      method: 'flatRate',
      steps: [
        { input: 'taxableWages', cents: 100_000 },
        { input: 'periodsPerYear', count: 52 },
        { input: 'exemptions', count: 2 },
        { input: 'exemptionAmount', cents: 11_346 },
        { input: 'periodTaxableWages', cents: 77_308 },
        { input: 'rate', percent: '4.25' },
        { input: 'additionalWithholding', cents: 1_000 },
      ],
      rounding: 'centHalfUp',
      publication: 'Form 446 (Rev. 02-26), 2026 Michigan Income Tax Withholding Guide',
    });
  });

  it('names the MI-W4 field at fault', () => {
    expect(() => michigan.prepare({ exemptions: 1.5 })).toThrow(
      expect.objectContaining({ field: 'state.exemptions', message: 'must be a whole number' }),
    );
  });

  it('end to end: biweekly $2,000, 1 exemption → $75.36', () => {
    // 5,900 ÷ 26 = 226.92; 1,773.08 × 4.25% = 75.3559 → 75.36
    const result = calculatePaycheck(paycheckInput({ state: { code: 'MI', exemptions: 1 } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(7_536);
    expect(result.taxableWages.stateIncomeTaxCents).toBe(200_000);
  });

  describe('properties', () => {
    withholdingProperties({
      module: michigan,
      setup: fc.record({ fields: fc.record({ exemptions: fc.integer({ min: 0, max: 10 }) }) }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.round(5_900_00 / periodsPerYear(frequency)) * Number(fields.exemptions),
    });
  });
});
