import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { periodsPerYear } from '../../src/pay-frequency';
import { iowa } from '../../src/states/iowa';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (
  fields: Record<string, unknown>,
  grossCents: number,
  payFrequency: PayFrequency,
) => iowa.prepare(fields).calculate(stateContext({ grossCents, payFrequency })).incomeTaxCents;

const OTHER = { filingStatus: 'single' };
const MFJ_ONE_INCOME = { filingStatus: 'married_jointly_spouse_no_income' };
const HOH = { filingStatus: 'head_of_household' };

describe('Iowa (2026 withholding formula, 3.80%)', () => {
  for (const [name, status, allowanceCents, legacyAllowances, grossCents, frequency, expected] of [
    // T1 = 2,100 − 500 = 1,600; T2 = 60.80; − 40 ÷ 26 = 1.54 → 59.26
    ['Ex 1: biweekly $2,100, other, $40 → $59.26', OTHER, 4_000, 0, 210_000, 'biweekly', 5_926],
    // 1,100 × 3.8% = 41.80 − 3.08 = 38.72
    [
      'Ex 2: biweekly $2,100, MFJ spouse no income, $80 → $38.72',
      MFJ_ONE_INCOME,
      8_000,
      0,
      210_000,
      'biweekly',
      3_872,
    ],
    // 1,350 × 3.8% = 51.30 − 6.15 = 45.15
    [
      'Ex 3: biweekly $2,100, head of household, $160 → $45.15',
      HOH,
      16_000,
      0,
      210_000,
      'biweekly',
      4_515,
    ],
    // 3,916.67 × 3.8% = 148.83 − 3.33 = 145.50
    ['Ex 4: monthly $5,000, other, $40 → $145.50', OTHER, 4_000, 0, 500_000, 'monthly', 14_550],
    // 2,833.33 × 3.8% = 107.67 − 6.67 = 101.00
    [
      'Ex 5: monthly $5,000, MFJ spouse no income, $80 → $101.00',
      MFJ_ONE_INCOME,
      8_000,
      0,
      500_000,
      'monthly',
      10_100,
    ],
    // 3,375 × 3.8% = 128.25 − 13.33 = 114.92
    [
      'Ex 6: monthly $5,000, head of household, $160 → $114.92',
      HOH,
      16_000,
      0,
      500_000,
      'monthly',
      11_492,
    ],
    // Examples 7–10: a pre-2024 IA W-4, $40 an allowance, equal to examples 1, 2, 4 and 5.
    [
      'Ex 7: biweekly $2,100, other, 1 allowance (pre-2024) → $59.26',
      OTHER,
      0,
      1,
      210_000,
      'biweekly',
      5_926,
    ],
    [
      'Ex 8: biweekly $2,100, MFJ spouse no income, 2 allowances → $38.72',
      MFJ_ONE_INCOME,
      0,
      2,
      210_000,
      'biweekly',
      3_872,
    ],
    [
      'Ex 9: monthly $5,000, other, 1 allowance (pre-2024) → $145.50',
      OTHER,
      0,
      1,
      500_000,
      'monthly',
      14_550,
    ],
    [
      'Ex 10: monthly $5,000, MFJ spouse no income, 2 allowances → $101.00',
      MFJ_ONE_INCOME,
      0,
      2,
      500_000,
      'monthly',
      10_100,
    ],
  ] as const) {
    it(`Iowa withholding formula (Nov 2025) ${name}`, () => {
      expect(withhold({ ...status, allowanceCents, legacyAllowances }, grossCents, frequency)).toBe(
        expected,
      );
    });
  }

  it('no IA W-4 on file: the $13,000 column, no allowance; exempt withholds nothing', () => {
    // (2,100 − 500) × 3.8% = 60.80
    expect(withhold({}, 210_000, 'biweekly')).toBe(6_080);
    expect(withhold({ exempt: true }, 210_000, 'biweekly')).toBe(0);
    expect(withhold({ additionalWithholdingCents: 500 }, 210_000, 'biweekly')).toBe(6_580);
  });

  it('end to end: biweekly $2,000, $40 allowance → $55.46', () => {
    // (2,000 − 500) × 3.8% = 57.00 − 1.54 = 55.46
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'IA', allowanceCents: 4_000 } }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(5_546);
  });

  it('names the IA W-4 field at fault', () => {
    expect(() => iowa.prepare({ allowanceCents: 40.5 })).toThrow(
      expect.objectContaining({
        field: 'state.allowanceCents',
        message: 'must be a whole number of cents',
      }),
    );
  });

  describe('properties', () => {
    const DEDUCTION: Record<string, number> = {
      single: 13_000_00,
      married_jointly: 13_000_00,
      married_jointly_spouse_no_income: 26_000_00,
      head_of_household: 19_500_00,
    };
    withholdingProperties({
      module: iowa,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom(...Object.keys(DEDUCTION)),
          allowanceCents: fc.integer({ min: 0, max: 100_000 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.round((DEDUCTION[String(fields.filingStatus)] ?? 0) / periodsPerYear(frequency)),
    });
  });
});
