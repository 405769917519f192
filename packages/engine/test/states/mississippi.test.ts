import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { mississippi } from '../../src/states/mississippi';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const weekly = (fields: Record<string, unknown>, grossCents = 50_000) =>
  mississippi.prepare(fields).calculate(stateContext({ grossCents, payFrequency: 'weekly' }))
    .incomeTaxCents;

describe('Mississippi (89-700, 4.0% over $10,000, whole dollars)', () => {
  // Weekly 2026 tables, the $500–$510 row computed on its $500 floor.
  it('Table A, $500–$510 weekly, single, $0 exemption → $11', () => {
    // 26,000 − 2,300 = 23,700; 4% × 13,700 = 548 ÷ 52 = 10.54 → $11
    expect(weekly({})).toBe(1_100);
  });

  it('Table A, $500–$510 weekly, single, $6,000 exemption → $6', () => {
    // 26,000 − 6,000 − 2,300 = 17,700; 4% × 7,700 = 308 ÷ 52 = 5.92 → $6
    expect(weekly({ exemptionCents: 6_000_00 })).toBe(600);
  });

  it('Table C, $500–$510 weekly, married spouse not employed, $0 exemption → $9', () => {
    // 26,000 − 4,600 = 21,400; 4% × 11,400 = 456 ÷ 52 = 8.77 → $9
    expect(weekly({ filingStatus: 'married_spouse_not_employed' })).toBe(900);
  });

  it('head of family $3,400; line 7 added; military spouse exempt', () => {
    // 26,000 − 3,400 = 22,600; 4% × 12,600 = 504 ÷ 52 = 9.69 → $10
    expect(weekly({ filingStatus: 'head_of_family' })).toBe(1_000);
    expect(weekly({ additionalWithholdingCents: 500 })).toBe(1_600);
    expect(weekly({ militarySpouseExempt: true })).toBe(0);
  });

  it('end to end: biweekly $2,000, no 89-350 → $61', () => {
    // 52,000 − 2,300 − 10,000 = 39,700 × 4% = 1,588 ÷ 26 = 61.08 → $61
    const result = calculatePaycheck(paycheckInput({ state: { code: 'MS' } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(6_100);
  });

  it('names the 89-350 field at fault', () => {
    expect(() => mississippi.prepare({ filingStatus: 'married' })).toThrow(
      expect.objectContaining({
        field: 'state.filingStatus',
        message: expect.stringContaining('head_of_family'),
      }),
    );
  });

  describe('properties', () => {
    const DEDUCTION: Record<string, number> = {
      single: 2_300_00,
      married_spouse_not_employed: 4_600_00,
      married_spouse_employed: 2_300_00,
      head_of_family: 3_400_00,
    };
    withholdingProperties({
      module: mississippi,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom(...Object.keys(DEDUCTION)),
          exemptionCents: fc.integer({ min: 0, max: 30_000_00 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.floor(
          (Number(fields.exemptionCents) +
            (DEDUCTION[String(fields.filingStatus)] ?? 0) +
            10_000_00) /
            periodsPerYear(frequency),
        ),
    });
  });
});
