import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { hawaii } from '../../src/states/hawaii';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (fields: Record<string, unknown>, options: Options) =>
  hawaii.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

describe('Hawaii (Booklet A, Rev. 2025)', () => {
  it('Booklet A example: weekly $500, single, 3 allowances → $9.58', () => {
    // 26,000 − 3 × 1,144 − 4,350 = 18,218 → 288 + 5.5% × 3,818 = 497.99 ÷ 52 = 9.5767 → 9.58
    const result = calculate(
      { filingStatus: 'single', allowances: 3 },
      { grossCents: 500_00, payFrequency: 'weekly' },
    );
    expect(result.incomeTaxCents).toBe(9_58);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      steps: expect.arrayContaining([
        { input: 'allowances', count: 3 },
        { input: 'allowanceAmount', cents: 1_144_00 },
        { input: 'annualTaxableWages', cents: 18_218_00 },
        { input: 'annualTax', cents: 497_99 },
      ]),
      bracket: { overCents: 14_400_00, baseCents: 288_00, percent: '5.5', annual: true },
      publication: 'Booklet A, Employer’s Tax Guide (Rev. 2025) (Hawaii Department of Taxation)',
    });
  });

  it('every pay frequency, married with 2 allowances', () => {
    const fields = { filingStatus: 'married', allowances: 2 };
    // 52,000 − 2,288 − 4,350 = 45,362 → 1,104 + 6.4% × 6,962 = 1,549.57
    // weekly ÷ 52 = 29.80; biweekly ÷ 26 = 59.60
    expect(withhold(fields, { grossCents: 1_000_00, payFrequency: 'weekly' })).toBe(29_80);
    expect(withhold(fields, { grossCents: 2_000_00, payFrequency: 'biweekly' })).toBe(59_60);
    // 48,000 − 6,638 = 41,362 → 1,104 + 6.4% × 2,962 = 1,293.57
    // semimonthly ÷ 24 = 53.90; monthly ÷ 12 = 107.80
    expect(withhold(fields, { grossCents: 2_000_00, payFrequency: 'semimonthly' })).toBe(53_90);
    expect(withhold(fields, { grossCents: 4_000_00, payFrequency: 'monthly' })).toBe(107_80);
  });

  it('top bracket: monthly $15,000, single → $1,032.70', () => {
    // 180,000 − 4,350 = 175,650 → 8,391 + 7.9% × 50,650 = 12,392.35 ÷ 12 = 1,032.70
    expect(withhold({}, { grossCents: 15_000_00, payFrequency: 'monthly' })).toBe(1_032_70);
  });

  it('withholding under $0.10 a period is not withheld', () => {
    // weekly 88.65: 4,609.80 − 4,350 = 259.80 × 1.4% = 3.64 ÷ 52 = 0.07 → nothing
    expect(withhold({}, { grossCents: 88_65, payFrequency: 'weekly' })).toBe(0);
    // weekly 90.81: 372.12 × 1.4% = 5.21 ÷ 52 = 0.10
    expect(withhold({}, { grossCents: 90_81, payFrequency: 'weekly' })).toBe(10);
  });

  it('zero wages withhold nothing; an exempt HW-4 exempts; the extra amount is added', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // biweekly 2,500 single: 65,000 − 4,350 = 60,650 → 2,539 + 7.6% × 12,650 = 3,500.40
    // ÷ 26 = 134.63, + 3.00
    expect(withhold({ additionalWithholdingCents: 3_00 }, { grossCents: 2_500_00 })).toBe(137_63);
  });

  it('end to end: a bonus is withheld on with the salary as one payment', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'HI' },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // 2,500 biweekly, single 0: 134.63 (above)
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(134_63);
  });

  it('names the HW-4 field at fault', () => {
    expect(() => hawaii.prepare({ filingStatus: 'head_of_household' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: hawaii,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married'),
          allowances: fc.integer({ min: 0, max: 8 }),
        }),
      }),
      // Nothing is withheld until the annual wages pass the allowances and the lump sum.
      zeroAtOrBelow: ({ fields }, frequency) => {
        const periods = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 }[frequency];
        return Math.floor((Number(fields.allowances) * 1_144_00 + 4_350_00) / periods);
      },
    });
  });
});
