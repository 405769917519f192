import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { louisiana } from '../../src/states/louisiana';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  louisiana.prepare(fields).calculate(stateContext(options)).incomeTaxCents;

describe('Louisiana (R-1306, 3.09%)', () => {
  it('R-1306 Example 1: weekly $700, Block A = 1 → $13.98', () => {
    // 700 − 247.60 = 452.40 × 3.09% = 13.9792 → 13.98
    expect(
      withhold({ standardDeductions: 1 }, { grossCents: 70_000, payFrequency: 'weekly' }),
    ).toBe(1_398);
  });

  it('R-1306 Example 2: biweekly $4,600, Block A = 2 → $111.54', () => {
    // 4,600 − 990.38 = 3,609.62 × 3.09% = 111.5373 → 111.54
    expect(withhold({ standardDeductions: 2 }, { grossCents: 460_000 })).toBe(11_154);
  });

  it('R-1306: no L-4 on file, weekly $700 → $21.63', () => {
    expect(withhold({}, { grossCents: 70_000, payFrequency: 'weekly' })).toBe(2_163);
  });

  it('adds the additional withholding', () => {
    expect(
      withhold(
        { additionalWithholdingCents: 1_000 },
        { grossCents: 70_000, payFrequency: 'weekly' },
      ),
    ).toBe(3_163);
  });

  it('end to end: biweekly $2,000, Block A = 1 → $46.50', () => {
    // 2,000 − 495.19 = 1,504.81 × 3.09% = 46.4986 → 46.50
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'LA', standardDeductions: 1 } }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(4_650);
  });

  it('names the L-4 field at fault', () => {
    expect(() => louisiana.prepare({ standardDeductions: 3 })).toThrow(
      expect.objectContaining({
        field: 'state.standardDeductions',
        message: 'must be 0, 1 or 2 (L-4 Block A)',
      }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: louisiana,
      setup: fc.record({ fields: fc.record({ standardDeductions: fc.constantFrom(0, 1, 2) }) }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.round((Number(fields.standardDeductions) * 12_875_00) / periodsPerYear(frequency)),
    });
  });
});
