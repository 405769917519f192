import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { nebraska } from '../../src/states/nebraska';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  nebraska.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Nebraska (Circular EN 2026, Table 7 annual percentage method)', () => {
  it('Circular EN weekly wage-bracket table, single 0 allowances, $500–$510 cell → $14.38', () => {
    // The circular builds each cell from its midpoint: 505 × 52 = 26,260 over 21,810:
    // 560.35 + 4.21% × 4,450 = 747.695 → 747.70 a year ÷ 52 = 14.379 → 14.38
    expect(withhold({}, { grossCents: 505_00, payFrequency: 'weekly' })).toBe(14_38);
  });

  it('weekly $1,000, married, 2 allowances → $26.02', () => {
    // 52,000 − 2 × 2,440 = 47,120 over 32,400: 733.29 + 4.21% × 14,720 = 1,353.00 ÷ 52 = 26.02
    const fields = { filingStatus: 'married', allowances: 2 };
    expect(withhold(fields, { grossCents: 1_000_00, payFrequency: 'weekly' })).toBe(26_02);
  });

  it('biweekly $2,000, single, 1 allowance → $67.92', () => {
    // 52,000 − 2,440 = 49,560 over 40,130: 1,343.55 + 4.48% × 9,430 = 1,766.01 ÷ 26 = 67.92
    expect(withhold({ allowances: 1 }, { grossCents: 2_000_00 })).toBe(67_92);
  });

  it('semimonthly $3,000, married, 0 allowances → $101.79', () => {
    // 72,000 over 62,530: 2,018.75 + 4.48% × 9,470 = 2,443.006 → 2,443.01 ÷ 24 = 101.79
    expect(
      withhold({ filingStatus: 'married' }, { grossCents: 3_000_00, payFrequency: 'semimonthly' }),
    ).toBe(101_79);
  });

  it('monthly $2,500, single, 2 allowances → $58.31', () => {
    // 30,000 − 4,880 = 25,120 over 21,810: 560.35 + 4.21% × 3,310 = 699.70 ÷ 12 = 58.31
    expect(withhold({ allowances: 2 }, { grossCents: 2_500_00, payFrequency: 'monthly' })).toBe(
      58_31,
    );
  });

  it('top bracket: weekly $3,000, single → $127.52', () => {
    // 156,000 over 75,370: 2,922.30 + 4.60% × 80,630 = 6,631.28 ÷ 52 = 127.5246 → 127.52
    expect(withhold({}, { grossCents: 3_000_00, payFrequency: 'weekly' })).toBe(127_52);
  });

  it('withholds nothing on no wages or under the zero line, or for an exempt W-4N', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    // 131.92 × 26 = 3,429.92, not over 3,430
    expect(withhold({}, { grossCents: 131_92 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('adds the W-4N additional amount after the table', () => {
    expect(
      withhold({ allowances: 1, additionalWithholdingCents: 5_00 }, { grossCents: 2_000_00 }),
    ).toBe(72_92);
  });

  it('explains the annual table row it used', () => {
    const { incomeTaxExplanation } = calculate({ allowances: 1 }, { grossCents: 2_000_00 });
    expect(incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 40_130_00, baseCents: 1_343_55, percent: '4.48', annual: true },
      rounding: 'centHalfUp',
      publication: 'Circular EN 2026 (Nebraska DOR)',
    });
    expect(incomeTaxExplanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'annualTaxableWages', cents: 49_560_00 },
        { input: 'annualTax', cents: 1_766_01 },
      ]),
    );
  });

  it('end to end: biweekly $2,000 salary and a $1,000 bonus, single, 1 allowance → $112.73', () => {
    // The bonus is withheld on with the wages: 3,000 × 26 = 78,000 − 2,440 = 75,560 over 75,370:
    // 2,922.30 + 4.60% × 190 = 2,931.04 ÷ 26 = 112.732 → 112.73
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_000_00 },
        ],
        state: { code: 'NE', allowances: 1 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(112_73);
  });

  it('names the W-4N field at fault', () => {
    expect(() => nebraska.prepare({ filingStatus: 'head_of_household' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: nebraska,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married'),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const zeroLine = fields.filingStatus === 'married' ? 8_190_00 : 3_430_00;
        return Math.floor(
          (zeroLine + Number(fields.allowances) * 2_440_00) / periodsPerYear(frequency),
        );
      },
    });
  });
});
