import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { rhodeIsland } from '../../src/states/rhode-island';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  rhodeIsland.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Rhode Island (2026 Employer’s Income Tax Withholding Tables, per-period tables)', () => {
  it('the tables’ example: weekly $2,195, 1 exemption → $87.57', () => {
    // 2,195 − 19.23 = 2,175.77 → 59.18 + 4.75% × 597.77 = 87.5741 → 87.57
    expect(withhold({ exemptions: 1 }, { grossCents: 219_500, payFrequency: 'weekly' })).toBe(
      8_757,
    );
  });

  it('biweekly $3,000, 2 exemptions → $109.62 (first line)', () => {
    // 3,000 − 2 × 38.46 = 2,923.08 × 3.75% = 109.6155 → 109.62
    expect(withhold({ exemptions: 2 }, { grossCents: 300_000, payFrequency: 'biweekly' })).toBe(
      10_962,
    );
  });

  it('semimonthly $4,000, no certificate → $155.81', () => {
    // No exemption: 128.21 + 4.75% × (4,000 − 3,419) = 155.8075 → 155.81
    expect(withhold({}, { grossCents: 400_000, payFrequency: 'semimonthly' })).toBe(15_581);
  });

  it('monthly $20,000, 1 exemption → $931.96 (top line)', () => {
    // 20,000 − 83.33 = 19,916.67 → 669.68 + 5.99% × 4,378.67 = 931.9623 → 931.96
    expect(withhold({ exemptions: 1 }, { grossCents: 2_000_000, payFrequency: 'monthly' })).toBe(
      93_196,
    );
  });

  it('takes no exemption once the period’s wages pass the phase-out', () => {
    // Weekly $6,000 > $5,592.31: 154.56 + 5.99% × (6,000 − 3,586) = 299.1586 → 299.16,
    // the same with 2 exemptions as with none.
    const weekly = { grossCents: 600_000, payFrequency: 'weekly' as const };
    expect(withhold({ exemptions: 2 }, weekly)).toBe(29_916);
    expect(withhold({}, weekly)).toBe(29_916);
    // At $5,592.31 the exemptions still count: 5,592.31 − 38.46 = 5,553.85
    // → 154.56 + 5.99% × 1,967.85 = 272.4342 → 272.43
    expect(withhold({ exemptions: 2 }, { grossCents: 559_231, payFrequency: 'weekly' })).toBe(
      27_243,
    );
  });

  it('withholds nothing on no wages, nor for an exempt certificate', () => {
    expect(withhold({ exemptions: 1 }, { grossCents: 0, payFrequency: 'weekly' })).toBe(0);
    expect(withhold({ exempt: true }, { grossCents: 219_500, payFrequency: 'weekly' })).toBe(0);
    const spouse = calculate({ militarySpouseExempt: true }, { grossCents: 219_500 });
    expect(spouse.incomeTaxCents).toBe(0);
    expect(spouse.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('adds the certificate’s additional amount', () => {
    // 87.57 + 15.00
    expect(
      withhold(
        { exemptions: 1, additionalWithholdingCents: 1_500 },
        { grossCents: 219_500, payFrequency: 'weekly' },
      ),
    ).toBe(10_257);
  });

  it('explains the table line it read', () => {
    const calc = calculate({ exemptions: 1 }, { grossCents: 219_500, payFrequency: 'weekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 1_578_00, baseCents: 59_18, percent: '4.75', annual: false },
      rounding: 'centHalfUp',
      publication: expect.stringContaining('2026 Rhode Island'),
    });
    expect(calc.incomeTaxExplanation?.steps).toContainEqual({
      input: 'exemptionAmount',
      cents: 19_23,
    });
  });

  it('end to end: a bonus paid alone is withheld at 5.99%; paid with salary, on the total', () => {
    const state = { code: 'RI', exemptions: 1 };
    // $1,000 bonus alone: 5.99% = 59.90
    const alone = calculatePaycheck(
      paycheckInput({ state, earnings: [{ kind: 'bonus', amountCents: 100_000 }] }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(5_990);
    expect(alone.lines.find((line) => line.code === 'stateIncomeTax')?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '5.99' }]),
    });
    // Biweekly $2,000 salary + $500 bonus: 2,500 − 38.46 = 2,461.54 × 3.75% = 92.3078 → 92.31
    const together = calculatePaycheck(
      paycheckInput({
        state,
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 50_000 },
        ],
      }),
    );
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(9_231);
  });

  it('names the RI W-4 field at fault', () => {
    expect(() => rhodeIsland.prepare({ allowances: 1 })).toThrow(
      expect.objectContaining({ field: 'state.allowances' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: rhodeIsland,
      setup: fc.record({ fields: fc.record({ exemptions: fc.integer({ min: 0, max: 6 }) }) }),
    });
  });
});
