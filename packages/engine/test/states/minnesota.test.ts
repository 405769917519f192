import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear, type PayFrequency } from '../../src/pay-frequency';
import { minnesota } from '../../src/states/minnesota';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  minnesota.prepare(fields).calculate(stateContext(options));
const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

// The 2026 booklet prints no worked example for the computer formula (p. 34): every figure below
// is computed by hand from it. annual = wages × periods − $5,300 × allowances; chart; ÷ periods.
describe('Minnesota (2026 Withholding Tax Instructions and Tables, Computer Formula)', () => {
  it('weekly $1,000, single, 1 allowance → $45.63', () => {
    // 52,000 − 5,300 = 46,700; 1,782.09 + 6.80% × 8,690 = 2,373.01; ÷ 52 = 45.6348
    expect(withhold({ allowances: 1 }, { grossCents: 1_000_00, payFrequency: 'weekly' })).toBe(
      45_63,
    );
  });

  it('explains it: annualized, the single 6.80% line over $38,010, cents kept', () => {
    const calc = calculate({ allowances: 1 }, { grossCents: 1_000_00, payFrequency: 'weekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 38_010_00, baseCents: 1_782_09, percent: '6.8', annual: true },
      rounding: 'centHalfUp',
      publication: expect.stringContaining('2026 Minnesota Withholding'),
      steps: expect.arrayContaining([
        { input: 'annualTaxableWages', cents: 46_700_00 },
        { input: 'annualTax', cents: 2_373_01 },
      ]),
    });
  });

  it.each<[string, PayFrequency, number, Record<string, unknown>, number]>([
    // 65,000 − 10,600 = 54,400; 5.35% × (54,400 − 14,700) = 2,123.95; ÷ 26 = 81.6904
    [
      'biweekly $2,500, married 2',
      'biweekly',
      2_500_00,
      { filingStatus: 'married', allowances: 2 },
      81_69,
    ],
    // 72,000; 1,782.09 + 6.80% × 33,990 = 4,093.41; ÷ 24 = 170.5588
    ['semimonthly $3,000, single 0', 'semimonthly', 3_000_00, {}, 170_56],
    // 60,000 − 5,300 = 54,700; 1,782.09 + 6.80% × 16,690 = 2,917.01; ÷ 12 = 243.0842
    ['monthly $5,000, single 1', 'monthly', 5_000_00, { allowances: 1 }, 243_08],
    // the higher single rate takes the single chart
    [
      'monthly $5,000, married at the single rate, 1',
      'monthly',
      5_000_00,
      { filingStatus: 'married_higher_single_rate', allowances: 1 },
      243_08,
    ],
  ])('every pay frequency: %s', (_, payFrequency, grossCents, fields, cents) => {
    expect(withhold(fields, { grossCents, payFrequency })).toBe(cents);
  });

  it('top lines: monthly $20,000 single → $1,456.84; weekly $8,000 married → $577.53', () => {
    // 240,000: 14,315.27 + 9.85% × 32,150 = 17,482.045; ÷ 12 = 1,456.837
    expect(withhold({}, { grossCents: 20_000_00, payFrequency: 'monthly' })).toBe(1_456_84);
    // 416,000: 23,789.82 + 9.85% × 63,370 = 30,031.765; ÷ 52 = 577.534
    expect(
      withhold({ filingStatus: 'married' }, { grossCents: 8_000_00, payFrequency: 'weekly' }),
    ).toBe(577_53);
  });

  it('zero wages, the exempt certificate and form MWR (MI/ND residents) withhold nothing', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    for (const fields of [{ exempt: true }, { reciprocalNonresident: true }]) {
      const calc = calculate(
        { ...fields, additionalWithholdingCents: 5_00 },
        { grossCents: 2_500_00 },
      );
      expect(calc.incomeTaxCents).toBe(0);
      expect(calc.incomeTaxExplanation?.method).toBe('exempt');
    }
    // additional withholding on top: biweekly $2,500 married 2 → 81.69 + 5.00
    const fields = { filingStatus: 'married', allowances: 2, additionalWithholdingCents: 5_00 };
    expect(withhold(fields, { grossCents: 2_500_00 })).toBe(86_69);
  });

  it('end to end: a bonus paid alone is withheld at 6.25% (Method 2); with salary, aggregated', () => {
    const alone = calculatePaycheck(
      paycheckInput({
        state: { code: 'MN' },
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
      }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(62_50);
    const together = calculatePaycheck(
      paycheckInput({
        state: { code: 'MN', filingStatus: 'married', allowances: 2 },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // as biweekly $2,500 married 2
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(81_69);
  });

  it('names the W-4MN field at fault', () => {
    expect(() => minnesota.prepare({ reciprocalNonresident: 'ND' })).toThrow(
      expect.objectContaining({ field: 'state.reciprocalNonresident' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: minnesota,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'married_higher_single_rate'),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const zeroLine = fields.filingStatus === 'married' ? 14_700_00 : 4_700_00;
        return Math.floor(
          (zeroLine + Number(fields.allowances) * 5_300_00) / periodsPerYear(frequency),
        );
      },
    });
  });
});
