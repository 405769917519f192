import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear, type PayFrequency } from '../../src/pay-frequency';
import { maine, maineStandardDeduction } from '../../src/states/maine';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  maine.prepare(fields).calculate(stateContext(options));
const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Maine (Withholding Tables for Individual Income Tax, Rev. December 2025 / August 2026)', () => {
  const weekly = { payFrequency: 'weekly' } as const;

  it('Example 1: weekly $300, single, 2 allowances → $0', () => {
    // 15,600 − 10,600 − 12,450 < 0
    expect(withhold({ allowances: 2 }, { ...weekly, grossCents: 300_00 })).toBe(0);
  });

  it('Example 2: weekly $1,000, single, 2 allowances → $33', () => {
    // 52,000 − 10,600 − 12,450 = 28,950; 1,589 + 6.75% × 1,550 = 1,693.625 → $1,694;
    // ÷ 52 = 32.58 → $33
    expect(withhold({ allowances: 2 }, { ...weekly, grossCents: 1_000_00 })).toBe(33_00);
  });

  it('Example 3: weekly $4,500, married, 2 allowances → $257 (deduction phased out to $22,302)', () => {
    // 234,000: 27,750 × 120,550 ÷ 150,000 = 22,301.75 → 22,302; taxable 201,098;
    // 8,237 + 7.15% × 71,348 = 13,338.382 → $13,338; ÷ 52 = 256.50 → $257
    const fields = { filingStatus: 'married', allowances: 2 };
    expect(withhold(fields, { ...weekly, grossCents: 4_500_00 })).toBe(257_00);
    const explanation = calculate(fields, { ...weekly, grossCents: 4_500_00 }).incomeTaxExplanation;
    expect(explanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 129_750_00, baseCents: 8_237_00, percent: '7.15', annual: true },
      rounding: 'dollarHalfUp',
      publication: expect.stringContaining('Revised December 2025'),
    });
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'standardDeduction', cents: 22_302_00 },
        { input: 'annualTaxableWages', cents: 201_098_00 },
        { input: 'annualTax', cents: 13_338_00 },
      ]),
    );
  });

  it('phases the single deduction out to the dollar: 12,450 × 33,250 ÷ 75,000 = 5,519.50 → 5,520', () => {
    expect(
      maineStandardDeduction(
        { maxCents: 12_450_00, fullToCents: 102_250_00, zeroFromCents: 177_250_00 },
        144_000_00,
      ),
    ).toBe(5_520_00);
    // monthly $12,000: 144,000 − 5,520 = 138,480; 4,117 + 7.15% × 73,630 = 9,381.545 → $9,382;
    // ÷ 12 = 781.83 → $782
    expect(withhold({}, { payFrequency: 'monthly', grossCents: 12_000_00 })).toBe(782_00);
  });

  it.each<[string, PayFrequency, number, Record<string, unknown>, number]>([
    // 52,000 − 5,300 − 12,450 = 34,250; 1,589 + 6.75% × 6,850 = 2,051.375 → 2,051; ÷ 26 = 78.88
    ['biweekly $2,000, single 1', 'biweekly', 2_000_00, { allowances: 1 }, 79_00],
    // 72,000 − 10,600 − 27,750 = 33,650; 5.8% → 1,951.70 → 1,952; ÷ 24 = 81.33
    [
      'semimonthly $3,000, married 2',
      'semimonthly',
      3_000_00,
      { filingStatus: 'married', allowances: 2 },
      81_00,
    ],
    // 96,000 − 12,450 = 83,550; 4,117 + 7.15% × 18,700 = 5,454.05 → 5,454; ÷ 12 = 454.50 → 455
    ['monthly $8,000, single 0 (half a dollar rounds up)', 'monthly', 8_000_00, {}, 455_00],
    // the higher single rate takes the single table: as example 2
    [
      'weekly $1,000, married at the single rate, 2',
      'weekly',
      1_000_00,
      { filingStatus: 'married_higher_single_rate', allowances: 2 },
      33_00,
    ],
  ])(
    'every pay frequency (by hand from the formula): %s',
    (_, payFrequency, grossCents, fields, cents) => {
      expect(withhold(fields, { grossCents, payFrequency })).toBe(cents);
    },
  );

  it('top bracket, and the August 2026 surcharge by pay date: weekly $25,000 single', () => {
    // 1,300,000, no deduction left: 4,117 + 7.15% × 1,235,150 = 92,430.225 → 92,430; ÷ 52 = 1,777.50
    expect(withhold({}, { ...weekly, grossCents: 25_000_00, payDate: '2026-07-31' })).toBe(
      1_778_00,
    );
    // + 2% × (1,300,000 − 1,000,000) = 6,000 → 98,430.225 → 98,430; ÷ 52 = 1,892.88
    const august = calculate({}, { ...weekly, grossCents: 25_000_00, payDate: '2026-08-07' });
    expect(august.incomeTaxCents).toBe(1_893_00);
    expect(august.incomeTaxExplanation).toMatchObject({
      publication: expect.stringContaining('Revised August 2026'),
      steps: expect.arrayContaining([{ input: 'wagesOverThreshold', cents: 300_000_00 }]),
    });
    // married: the surcharge starts at $1,500,000, so none here
    const married = { filingStatus: 'married' };
    expect(withhold(married, { ...weekly, grossCents: 25_000_00, payDate: '2026-08-07' })).toBe(
      withhold(married, { ...weekly, grossCents: 25_000_00, payDate: '2026-07-31' }),
    );
  });

  it('zero wages withhold nothing; exempt withholds nothing; additional is added', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate(
      { exempt: true, additionalWithholdingCents: 10_00 },
      { grossCents: 2_000_00 },
    );
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    expect(
      withhold({ allowances: 1, additionalWithholdingCents: 10_00 }, { grossCents: 2_000_00 }),
    ).toBe(89_00);
  });

  it('end to end: a bonus paid alone is withheld at the flat 5%; with salary, aggregated', () => {
    const alone = calculatePaycheck(
      paycheckInput({
        state: { code: 'ME' },
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
      }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(50_00);
    const together = calculatePaycheck(
      paycheckInput({
        state: { code: 'ME', allowances: 1 },
        earnings: [
          { kind: 'salary', amountCents: 1_500_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // as the biweekly $2,000 single 1 case: $79
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(79_00);
  });

  it('names the W-4ME field at fault', () => {
    expect(() => maine.prepare({ filingStatus: 'head_of_household' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: maine,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'married_higher_single_rate'),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
        context: fc.record({ payDate: fc.constantFrom('2026-03-13', '2026-09-11') }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const deduction = fields.filingStatus === 'married' ? 27_750_00 : 12_450_00;
        return Math.floor(
          (deduction + Number(fields.allowances) * 5_300_00) / periodsPerYear(frequency),
        );
      },
      maxWagesCents: 10_000_000,
    });
  });
});
