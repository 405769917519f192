import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { oklahoma } from '../../src/states/oklahoma';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (fields: Record<string, unknown>, options: Options) =>
  oklahoma.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

describe('Oklahoma (Packet OW-2, Revised 11-2025, per-period tables)', () => {
  it('OW-2 sample: $1,825 semimonthly, married, 2 allowances → $37.00', () => {
    // 1,825 − 2 × 41.67 = 1,741.66 over 1,129: 9.10 + 4.5% × 612.66 = 36.67 → $37.00
    const fields = { filingStatus: 'married', allowances: 2 };
    expect(withhold(fields, { grossCents: 1_825_00, payFrequency: 'semimonthly' })).toBe(37_00);
  });

  it('weekly $500, single, 0 allowances → $13', () => {
    // over 261: 2.10 + 4.5% × 239 = 12.855 → 12.86 → $13
    expect(withhold({}, { grossCents: 500_00, payFrequency: 'weekly' })).toBe(13_00);
  });

  it('weekly $240, single: the 3.5% line, $1.39 → $1', () => {
    // over 216: 0.55 + 3.5% × 24 = 1.39 → $1 (under 50 cents drops)
    expect(withhold({}, { grossCents: 240_00, payFrequency: 'weekly' })).toBe(1_00);
  });

  it('biweekly $1,000, single, 1 allowance → $24', () => {
    // 1,000 − 38.46 = 961.54 over 521: 4.20 + 4.5% × 440.54 = 24.0243 → 24.02 → $24
    expect(withhold({ allowances: 1 }, { grossCents: 1_000_00 })).toBe(24_00);
  });

  it('monthly $4,000, married, 3 allowances → $85', () => {
    // 4,000 − 3 × 83.33 = 3,750.01 over 2,258: 18.21 + 4.5% × 1,492.01 = 85.35 → $85
    const fields = { filingStatus: 'married', allowances: 3 };
    expect(withhold(fields, { grossCents: 4_000_00, payFrequency: 'monthly' })).toBe(85_00);
  });

  it('married at the higher single rate takes the single column', () => {
    const higher = { filingStatus: 'married_higher_single_rate', allowances: 2 };
    // 1,825 − 83.34 = 1,741.66 over 565 (single): 4.55 + 4.5% × 1,176.66 = 57.50 → $58
    expect(withhold(higher, { grossCents: 1_825_00, payFrequency: 'semimonthly' })).toBe(58_00);
  });

  it('withholds nothing on no wages, up to the zero line, or for an exempt OK-W-4', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({}, { grossCents: 388_00 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    const militarySpouse = calculate({ militarySpouseExempt: true }, { grossCents: 2_000_00 });
    expect(militarySpouse.incomeTaxCents).toBe(0);
    expect(militarySpouse.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('adds the additional amount after rounding', () => {
    const fields = { filingStatus: 'married', allowances: 2, additionalWithholdingCents: 10_00 };
    expect(withhold(fields, { grossCents: 1_825_00, payFrequency: 'semimonthly' })).toBe(47_00);
  });

  it('explains the period table row, the allowances and the dollar rounding', () => {
    const fields = { filingStatus: 'married', allowances: 2 };
    const result = calculate(fields, { grossCents: 1_825_00, payFrequency: 'semimonthly' });
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      steps: expect.arrayContaining([
        { input: 'allowances', count: 2 },
        { input: 'allowanceAmount', cents: 41_67 },
        { input: 'periodTaxableWages', cents: 1_741_66 },
        { input: 'periodTax', cents: 36_67 },
      ]),
      bracket: { overCents: 1_129_00, baseCents: 9_10, percent: '4.5', annual: false },
      rounding: 'dollarHalfUp',
      publication: 'Packet OW-2 (Revised 11-2025), Oklahoma Tax Commission',
    });
  });

  it('end to end: biweekly $2,000 salary and a $1,000 bonus, single → $116', () => {
    // The bonus is withheld on with the wages: 3,000 over 521: 4.20 + 4.5% × 2,479 = 115.755
    // → 115.76 → $116
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_000_00 },
        ],
        state: { code: 'OK' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(116_00);
  });

  it('names the OK-W-4 field at fault', () => {
    expect(() => oklahoma.prepare({ allowances: -1 })).toThrow(
      expect.objectContaining({ field: 'state.allowances' }),
    );
  });

  describe('properties', () => {
    // Each printed zero line and allowance, per period: [single, married, allowance] in cents.
    const zeroLines: Readonly<Record<PayFrequency, readonly [number, number, number]>> = {
      weekly: [194_00, 388_00, 19_23],
      biweekly: [388_00, 777_00, 38_46],
      semimonthly: [421_00, 842_00, 41_67],
      monthly: [842_00, 1_683_00, 83_33],
    };
    withholdingProperties({
      module: oklahoma,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'married_higher_single_rate'),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const [single, married, allowance] = zeroLines[frequency];
        const zeroLine = fields.filingStatus === 'married' ? married : single;
        return zeroLine + Number(fields.allowances) * allowance;
      },
    });
  });
});
