import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { southCarolina } from '../../src/states/south-carolina';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  southCarolina.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('South Carolina (WH-1603F 2026 withholding formula, annualized)', () => {
  it('WH-1603F 2026 example: weekly $750, 3 allowances → $10.58', () => {
    // 39,000 − 15,000 − 3,900 = 20,100 → 437.70 + 6% × 1,870 = 549.90 ÷ 52 = 10.575 → 10.58
    expect(withhold({ allowances: 3 }, { grossCents: 75_000, payFrequency: 'weekly' })).toBe(1_058);
  });

  it('biweekly $2,000, 1 allowance → $71.23', () => {
    // 52,000 − 5,200 − 5,000 = 41,800 → 437.70 + 6% × 23,570 = 1,851.90 ÷ 26 = 71.2269
    expect(withhold({ allowances: 1 }, { grossCents: 200_000, payFrequency: 'biweekly' })).toBe(
      7_123,
    );
  });

  it('semimonthly $1,000 without an SC W-4: no allowance, so no standard deduction → $32.66', () => {
    // 24,000 → 437.70 + 6% × 5,770 = 783.90 ÷ 24 = 32.6625 → 32.66
    expect(withhold({}, { grossCents: 100_000, payFrequency: 'semimonthly' })).toBe(3_266);
  });

  it('monthly $10,000, 2 allowances: the deduction stops at $7,500 → $457.83', () => {
    // 120,000 − 7,500 − 10,000 = 102,500 → 437.70 + 6% × 84,270 = 5,493.90 ÷ 12 = 457.825
    expect(withhold({ allowances: 2 }, { grossCents: 1_000_000, payFrequency: 'monthly' })).toBe(
      45_783,
    );
  });

  it('weekly $300, 1 allowance, on the 3% line → $3.12', () => {
    // 15,600 − 1,560 − 5,000 = 9,040 → 3% × 5,400 = 162.00 ÷ 52 = 3.1154
    expect(withhold({ allowances: 1 }, { grossCents: 30_000, payFrequency: 'weekly' })).toBe(312);
  });

  it('withholds nothing on no wages, nor for an exempt certificate; line 6 is added', () => {
    expect(withhold({ allowances: 1 }, { grossCents: 0 })).toBe(0);
    expect(withhold({ exempt: true }, { grossCents: 75_000, payFrequency: 'weekly' })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 75_000 });
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    expect(
      withhold(
        { allowances: 3, additionalWithholdingCents: 500 },
        { grossCents: 75_000, payFrequency: 'weekly' },
      ),
    ).toBe(1_558);
  });

  it('explains the annual line it read', () => {
    const calc = calculate({ allowances: 3 }, { grossCents: 75_000, payFrequency: 'weekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 18_230_00, baseCents: 437_70, percent: '6', annual: true },
      publication: 'WH-1603F 2026 SC Withholding Tax Formula (SCDOR)',
    });
    expect(calc.incomeTaxExplanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'annualWages', cents: 39_000_00 },
        { input: 'standardDeduction', cents: 3_900_00 },
        { input: 'annualTaxableWages', cents: 20_100_00 },
        { input: 'annualTax', cents: 549_90 },
      ]),
    );
  });

  it('end to end: a bonus is annualized with the salary of its paycheck', () => {
    // Biweekly $2,000 + $1,000 bonus, 1 allowance: 78,000 − 7,500 − 5,000 = 65,500
    // → 437.70 + 6% × 47,270 = 3,273.90 ÷ 26 = 125.9192 → 125.92
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'SC', allowances: 1 },
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 100_000 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(12_592);
  });

  describe('properties', () => {
    withholdingProperties({
      module: southCarolina,
      setup: fc.record({ fields: fc.record({ allowances: fc.integer({ min: 0, max: 6 }) }) }),
      // Nothing is due while annual wages less the allowances stay within the 0% line.
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.floor((3_640_00 + Number(fields.allowances) * 5_000_00) / periodsPerYear(frequency)),
    });
  });
});
