import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { idaho } from '../../src/states/idaho';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, grossCents: number) =>
  idaho.prepare(fields).calculate(stateContext({ grossCents })).incomeTaxCents;

describe('Idaho (percentage computation, 5.3% over the threshold, whole dollars)', () => {
  it('Computing Withholding example: biweekly $1,212, unmarried, 4 allowances → $31', () => {
    // allowances × $0; 5.3% × (1,212 − 619) = 31.43 → $31
    expect(withhold({ allowances: 4 }, 121_200)).toBe(3_100);
  });

  it('married uses the married threshold; married-at-single-rate the single one', () => {
    // 5.3% × (2,000 − 1,238) = 40.39 → $40; single: 5.3% × 1,381 = 73.19 → $73
    expect(withhold({ filingStatus: 'married' }, 200_000)).toBe(4_000);
    expect(withhold({ filingStatus: 'married_single_rate' }, 200_000)).toBe(7_300);
  });

  it('exempt withholds nothing; line 2 is added', () => {
    expect(withhold({ exempt: true }, 200_000)).toBe(0);
    expect(withhold({ additionalWithholdingCents: 1_000 }, 200_000)).toBe(8_300);
  });

  it('end to end: biweekly $2,000, single → $73', () => {
    const result = calculatePaycheck(paycheckInput({ state: { code: 'ID' } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(7_300);
  });

  it('names the ID W-4 field at fault', () => {
    expect(() => idaho.prepare({ filingStatus: 'head_of_household' })).toThrow(
      expect.objectContaining({
        field: 'state.filingStatus',
        message: 'must be single, married or married_single_rate',
      }),
    );
  });

  describe('properties', () => {
    const THRESHOLD: Record<number, readonly [number, number]> = {
      52: [310, 619],
      26: [619, 1_238],
      24: [671, 1_342],
      12: [1_342, 2_683],
    };
    withholdingProperties({
      module: idaho,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'married_single_rate'),
          allowances: fc.integer({ min: 0, max: 8 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const [single, married] = THRESHOLD[periodsPerYear(frequency)] ?? [0, 0];
        return (fields.filingStatus === 'married' ? married : single) * 100;
      },
    });
  });
});
