import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { wisconsin } from '../../src/states/wisconsin';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  wisconsin.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Wisconsin (W-166 January 2026, alternate method pp. 25–26)', () => {
  it('W-166 Example 1: weekly $350, single, 1 exemption → $7.59', () => {
    // 18,200 − (6,702 − 12% × 420 = 6,651.60) − 400 = 11,148.40 × 3.54% = 394.65 ÷ 52 = 7.589
    expect(withhold({ exemptions: 1 }, { grossCents: 35_000, payFrequency: 'weekly' })).toBe(759);
  });

  it('W-166 Example 2: weekly $500, single, 3 exemptions → $14.34', () => {
    // 26,000 − 5,715.60 − 1,200 = 19,084.40 → 451.70 + 4.65% × 6,324.40 = 745.78 ÷ 52 = 14.342
    expect(withhold({ exemptions: 3 }, { grossCents: 50_000, payFrequency: 'weekly' })).toBe(1_434);
  });

  it('W-166 Example 3: biweekly $1,000, married, 3 exemptions → $22.08', () => {
    // 26,000 − (9,461 − 20% × 273 = 9,406.40) − 1,200 = 15,393.60
    // → 451.70 + 4.65% × 2,633.60 = 574.16 ÷ 26 = 22.083
    expect(
      withhold(
        { filingStatus: 'married', exemptions: 3 },
        { grossCents: 100_000, payFrequency: 'biweekly' },
      ),
    ).toBe(2_208);
  });

  it('semimonthly $3,000, single, 1 exemption: the deduction nearly gone → $144.87', () => {
    // 72,000: 6,702 − 12% × 54,220 = 195.60; 72,000 − 195.60 − 400 = 71,404.40
    // → 1,045.04 + 5.30% × 45,884.40 = 3,476.91 ÷ 24 = 144.871
    expect(withhold({ exemptions: 1 }, { grossCents: 300_000, payFrequency: 'semimonthly' })).toBe(
      14_487,
    );
  });

  it('monthly $30,000, married, 2 exemptions: no deduction, top line → $1,714.08', () => {
    // 360,000 − 800 = 359,200 → 14,582.83 + 7.65% × 78,250 = 20,568.96 ÷ 12 = 1,714.08
    expect(
      withhold(
        { filingStatus: 'married', exemptions: 2 },
        { grossCents: 3_000_000, payFrequency: 'monthly' },
      ),
    ).toBe(171_408);
  });

  it('married at the higher single rate takes the single formula', () => {
    expect(
      withhold(
        { filingStatus: 'married_higher_single_rate', exemptions: 1 },
        { grossCents: 35_000, payFrequency: 'weekly' },
      ),
    ).toBe(759);
  });

  it('withholds nothing on no wages, when exempt, for reciprocity or a military spouse', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({ exempt: true }, { grossCents: 100_000 })).toBe(0);
    const reciprocal = calculate({ reciprocalNonresident: true }, { grossCents: 100_000 });
    expect(reciprocal.incomeTaxCents).toBe(0);
    expect(reciprocal.incomeTaxWagesCents).toBe(0);
    expect(reciprocal.incomeTaxExplanation?.method).toBe('exempt');
    expect(withhold({ militarySpouseExempt: true }, { grossCents: 100_000 })).toBe(0);
    // Line 2 on top of Example 1: 7.59 + 5.00
    expect(
      withhold(
        { exemptions: 1, additionalWithholdingCents: 500 },
        { grossCents: 35_000, payFrequency: 'weekly' },
      ),
    ).toBe(1_259);
  });

  it('explains Example 2 step by step', () => {
    const calc = calculate({ exemptions: 3 }, { grossCents: 50_000, payFrequency: 'weekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 12_760_00, baseCents: 451_70, percent: '4.65', annual: true },
      publication: expect.stringContaining('W-166'),
    });
    expect(calc.incomeTaxExplanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'standardDeduction', cents: 5_715_60 },
        { input: 'exemptions', count: 3 },
        { input: 'annualTaxableWages', cents: 19_084_40 },
        { input: 'annualTax', cents: 745_78 },
      ]),
    );
  });

  it('end to end: a bonus is annualized with the salary of its paycheck', () => {
    // Biweekly $2,000 + $1,000 bonus, single, 1 exemption: 78,000 ≥ 73,630, no deduction;
    // 77,600 → 1,045.04 + 5.30% × 52,080 = 3,805.28 ÷ 26 = 146.357 → 146.36
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'WI', exemptions: 1 },
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 100_000 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(14_636);
  });

  describe('properties', () => {
    withholdingProperties({
      module: wisconsin,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'married_higher_single_rate'),
          exemptions: fc.integer({ min: 0, max: 6 }),
        }),
      }),
      // Below the phase-out the whole deduction and the exemptions leave nothing taxable.
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.floor(
          ((fields.filingStatus === 'married' ? 9_461_00 : 6_702_00) +
            Number(fields.exemptions) * 400_00) /
            periodsPerYear(frequency),
        ),
    });
  });
});
