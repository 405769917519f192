import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { northCarolina } from '../../src/states/north-carolina';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, grossCents: number, periods = 52) =>
  northCarolina
    .prepare(fields)
    .calculate({ ...stateContext({ grossCents, payFrequency: 'weekly' }), periodsPerYear: periods })
    .incomeTaxCents;

describe('North Carolina (NC-30, 4.09% withholding rate, whole dollars)', () => {
  for (const [name, fields, grossCents, periods, expected] of [
    // 450 − 245.19 − 2 × 48.08 = 108.65 × 4.09% = 4.44 → $4
    ['p. 18: weekly $450, single, 2 allowances → $4', { allowances: 2 }, 45_000, 52, 400],
    // 754.81 × 4.09% = 30.87 → $31
    ['weekly $1,000, single, 0 allowances → $31', {}, 100_000, 52, 3_100],
    // 1,000 − 367.79 = 632.21 × 4.09% = 25.86 → $26
    [
      'weekly $1,000, head of household → $26',
      { filingStatus: 'head_of_household' },
      100_000,
      52,
      2_600,
    ],
    // annualized: 40,000 − 12,750 = 27,250 × 4.09% = 1,114.53 ÷ 4 = 278.63 → $279
    ['quarterly $10,000 (annualized, §27) → $279', {}, 1_000_000, 4, 27_900],
  ] as const) {
    it(`NC-30 (2026) ${name}`, () => {
      expect(withhold(fields, grossCents, periods)).toBe(expected);
    });
  }

  it('NC-30 (2026) p. 19 annualized: weekly $450, 2 allowances → $4, as the per-period method', () => {
    // 23,400 − 12,750 − 5,000 = 5,650 × 4.09% = 231.09 ÷ 52 = 4.44 → $4. Weekly pay takes the
    // printed per-period constants, which agree.
    expect(withhold({ allowances: 2 }, 45_000, 52)).toBe(400);
  });

  it('married filing jointly shares the single schedule; the additional amount is added', () => {
    expect(withhold({ filingStatus: 'married_jointly' }, 100_000)).toBe(3_100);
    expect(withhold({ additionalWithholdingCents: 1_000 }, 100_000)).toBe(4_100);
  });

  it('end to end: biweekly $2,000, single, 1 allowance → $58', () => {
    // 2,000 − 490.38 − 96.15 = 1,413.47 × 4.09% = 57.81 → $58
    const result = calculatePaycheck(paycheckInput({ state: { code: 'NC', allowances: 1 } }));
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(5_800);
  });

  it('names the NC-4 field at fault', () => {
    expect(() => northCarolina.prepare({ filingStatus: 'married' })).toThrow(
      expect.objectContaining({
        field: 'state.filingStatus',
        message: 'must be single, head_of_household or married_jointly',
      }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: northCarolina,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'head_of_household', 'married_jointly'),
          allowances: fc.integer({ min: 0, max: 8 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const periods = periodsPerYear(frequency);
        const deduction = fields.filingStatus === 'head_of_household' ? 19_125_00 : 12_750_00;
        return (
          Math.round(deduction / periods) +
          Number(fields.allowances) * Math.round(2_500_00 / periods)
        );
      },
    });
  });
});
