import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { arizona } from '../../src/states/arizona';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, grossCents: number) =>
  arizona.prepare(fields).calculate(stateContext({ grossCents })).incomeTaxCents;

describe('Arizona (A-4: elected percentage of gross taxable wages)', () => {
  // ADOR prints no dollar example; these are the A-4's own arithmetic.
  for (const [name, fields, grossCents, expected] of [
    ['2.0% × $1,000 → $20.00', { withholdingPercent: 2 }, 100_000, 2_000],
    ['2.5% × $2,400 → $60.00', { withholdingPercent: 2.5 }, 240_000, 6_000],
    [
      '2.0% + $15 extra on $1,000 → $35.00',
      { withholdingPercent: 2, additionalWithholdingCents: 1_500 },
      100_000,
      3_500,
    ],
  ] as const) {
    it(`A-4 arithmetic: ${name}`, () => {
      expect(withhold(fields, grossCents)).toBe(expected);
    });
  }

  it('no A-4 on file: 2.0% (A.R.S. §43-401(E))', () => {
    expect(withhold({}, 100_000)).toBe(2_000);
  });

  for (const [withholdingPercent, expected] of [
    [0.5, 500],
    [1, 1_000],
    [1.5, 1_500],
    [3, 3_000],
    [3.5, 3_500],
  ] as const) {
    it(`${withholdingPercent}% of $1,000`, () => {
      expect(withhold({ withholdingPercent }, 100_000)).toBe(expected);
    });
  }

  it('the zero-percent election withholds only an extra amount asked for', () => {
    expect(withhold({ zeroPercentElection: true }, 100_000)).toBe(0);
    expect(withhold({ zeroPercentElection: true, additionalWithholdingCents: 500 }, 100_000)).toBe(
      500,
    );
  });

  it('refuses a percentage the A-4 does not offer', () => {
    expect(() => arizona.prepare({ withholdingPercent: 2.7 })).toThrow(
      expect.objectContaining({
        field: 'state.withholdingPercent',
        message: 'must be one of 0.5, 1, 1.5, 2, 2.5, 3, 3.5 (A-4 line 1)',
      }),
    );
  });

  it('end to end: biweekly $2,000 at 2.5% → $50.00', () => {
    const result = calculatePaycheck(
      paycheckInput({ state: { code: 'AZ', withholdingPercent: 2.5 } }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(5_000);
  });

  describe('properties', () => {
    // Arizona has no threshold: every dollar is withheld on.
    withholdingProperties({
      module: arizona,
      setup: fc.record({
        fields: fc.record({ withholdingPercent: fc.constantFrom(0.5, 1, 1.5, 2, 2.5, 3, 3.5) }),
      }),
    });
  });
});
