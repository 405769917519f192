import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { vermont } from '../../src/states/vermont';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  vermont.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Vermont (GB-1210 2026, per-period tables)', () => {
  it('GB-1210 example: weekly $1,800, married, 2 allowances → $45.77', () => {
    // 1,800 − 2 × 103.85 = 1,592.30 → 3.35% × (1,592.30 − 226) = 45.7711 → 45.77
    expect(
      withhold(
        { filingStatus: 'married', allowances: 2 },
        { grossCents: 180_000, payFrequency: 'weekly' },
      ),
    ).toBe(4_577);
  });

  it('biweekly $3,000, single, 1 allowance → $110.88', () => {
    // 3,000 − 207.69 = 2,792.31 → 65.39 + 6.60% × 689.31 = 110.8845 → 110.88
    expect(withhold({ allowances: 1 }, { grossCents: 300_000, payFrequency: 'biweekly' })).toBe(
      11_088,
    );
  });

  it('semimonthly $2,500, married, no allowance → $67.30', () => {
    // 3.35% × (2,500 − 491) = 67.3015 → 67.30
    expect(
      withhold({ filingStatus: 'married' }, { grossCents: 250_000, payFrequency: 'semimonthly' }),
    ).toBe(6_730);
  });

  it('monthly $25,000, single, 2 allowances → $1,594.70 (top line)', () => {
    // 25,000 − 900 = 24,100 → 1,383.39 + 8.75% × 2,415 = 1,594.7025 → 1,594.70
    expect(withhold({ allowances: 2 }, { grossCents: 2_500_000, payFrequency: 'monthly' })).toBe(
      159_470,
    );
  });

  it('no W-4VT is single with no allowance; wages within the 0% line withhold nothing', () => {
    // Weekly $150 − 103.85 = 46.15, below the single table's $75
    expect(withhold({ allowances: 1 }, { grossCents: 15_000, payFrequency: 'weekly' })).toBe(0);
    // Weekly $150, no certificate: 3.35% × 75 = 2.5125 → 2.51
    expect(withhold({}, { grossCents: 15_000, payFrequency: 'weekly' })).toBe(251);
  });

  it('withholds nothing on no wages, nor for an exempt certificate; adds the extra amount', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({ exempt: true }, { grossCents: 300_000 })).toBe(0);
    // 110.88 + 20.00
    expect(
      withhold(
        { allowances: 1, additionalWithholdingCents: 2_000 },
        { grossCents: 300_000, payFrequency: 'biweekly' },
      ),
    ).toBe(13_088);
  });

  it('explains the table line it read', () => {
    const calc = calculate(
      { filingStatus: 'married', allowances: 2 },
      { grossCents: 180_000, payFrequency: 'weekly' },
    );
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 226_00, baseCents: 0, percent: '3.35', annual: false },
      publication: expect.stringContaining('GB-1210'),
    });
  });

  it('end to end: a bonus paid alone at 6.6%; paid with salary, on the total', () => {
    const state = { code: 'VT', allowances: 1 };
    // $1,000 bonus alone: 30% of the federal 22% = 6.6% → 66.00
    const alone = calculatePaycheck(
      paycheckInput({ state, earnings: [{ kind: 'bonus', amountCents: 100_000 }] }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(6_600);
    expect(alone.lines.find((line) => line.code === 'stateIncomeTax')?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '6.6' }]),
    });
    // Biweekly $2,000 + $500 bonus: 2,500 − 207.69 = 2,292.31
    // → 65.39 + 6.60% × 189.31 = 77.8845 → 77.88
    const together = calculatePaycheck(
      paycheckInput({
        state,
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 50_000 },
        ],
      }),
    );
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(7_788);
  });

  it('names the W-4VT field at fault', () => {
    expect(() => vermont.prepare({ filingStatus: 'head_of_household' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    const zeroLine: Record<'single' | 'married', Record<PayFrequency, number>> = {
      single: { weekly: 75_00, biweekly: 151_00, semimonthly: 164_00, monthly: 327_00 },
      married: { weekly: 226_00, biweekly: 453_00, semimonthly: 491_00, monthly: 981_00 },
    };
    const allowance: Record<PayFrequency, number> = {
      weekly: 103_85,
      biweekly: 207_69,
      semimonthly: 225_00,
      monthly: 450_00,
    };
    withholdingProperties({
      module: vermont,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married'),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        zeroLine[fields.filingStatus === 'married' ? 'married' : 'single'][frequency] +
        Number(fields.allowances) * allowance[frequency],
    });
  });
});
