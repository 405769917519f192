import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { georgia } from '../../src/states/georgia';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  georgia.prepare(fields).calculate(stateContext(options)).incomeTaxCents;

describe('Georgia (Employer’s Tax Guide, rate by pay date)', () => {
  it('June 2026 guide Example #1: semimonthly $2,000, married one income, 1 dependent → $27.03', () => {
    // 2,000 − 1,250 − 208.33 = 541.67 × 4.99% = 27.0293 → 27.03
    const fields = { filingStatus: 'married_jointly_one_working', dependentAllowances: 1 };
    expect(
      withhold(fields, { grossCents: 200_000, payFrequency: 'semimonthly', payDate: '2026-06-15' }),
    ).toBe(2_703);
  });

  it('June 2026 guide Example #2: biweekly $935, head of household, 2 dependents → $0', () => {
    // 935 − 576.92 − 384.62 < 0
    const fields = { filingStatus: 'head_of_household', dependentAllowances: 2 };
    expect(withhold(fields, { grossCents: 93_500, payDate: '2026-06-12' })).toBe(0);
  });

  it('December 2025 guide: semimonthly $1,470.83, married one income, 1 dependent → $15.79', () => {
    // 1,470.83 − 1,000 − 166.67 = 304.16 × 5.19% = 15.7859 → 15.79
    const fields = { filingStatus: 'married_jointly_one_working', dependentAllowances: 1 };
    expect(
      withhold(fields, { grossCents: 147_083, payFrequency: 'semimonthly', payDate: '2026-03-13' }),
    ).toBe(1_579);
  });

  it('switches editions on the pay date 11 May 2026, whatever the period', () => {
    const fields = { filingStatus: 'married_jointly_one_working', dependentAllowances: 1 };
    const paid = (payDate: string) =>
      withhold(fields, {
        grossCents: 147_083,
        payFrequency: 'semimonthly',
        payDate,
        period: { startDate: '2026-04-26', endDate: '2026-05-10' },
      });
    expect(paid('2026-05-08')).toBe(1_579);
    // 1,470.83 − 1,250 − 208.33 = 12.50 × 4.99% = 0.62
    expect(paid('2026-05-11')).toBe(62);
  });

  it('exempt withholds nothing; line 6 is added', () => {
    expect(withhold({ exempt: true }, { grossCents: 200_000 })).toBe(0);
    // 2,000 − 461.54 = 1,538.46 × 5.19% = 79.8461 → 79.85, + 10.00
    expect(withhold({ additionalWithholdingCents: 1_000 }, { grossCents: 200_000 })).toBe(8_985);
  });

  it('end to end: biweekly $2,000, single, 1 dependent → $71.86 before and $61.42 after 11 May', () => {
    const state = { code: 'GA', dependentAllowances: 1 };
    // 2,000 − 461.54 − 153.85 = 1,384.61 × 5.19% = 71.8613 → 71.86
    expect(calculatePaycheck(paycheckInput({ state })).employeeTaxes.stateIncomeTaxCents).toBe(
      7_186,
    );
    // 2,000 − 576.92 − 192.31 = 1,230.77 × 4.99% = 61.4154 → 61.42
    expect(
      calculatePaycheck(paycheckInput({ state, payDate: '2026-05-15' })).employeeTaxes
        .stateIncomeTaxCents,
    ).toBe(6_142);
  });

  it('names the G-4 field at fault', () => {
    expect(() => georgia.prepare({ filingStatus: 'C' })).toThrow(
      expect.objectContaining({
        field: 'state.filingStatus',
        message: expect.stringContaining('single'),
      }),
    );
  });

  describe('properties', () => {
    const statuses = [
      'single',
      'married_jointly_both_working',
      'married_jointly_one_working',
      'married_separately',
      'head_of_household',
    ];
    withholdingProperties({
      module: georgia,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom(...statuses),
          dependentAllowances: fc.integer({ min: 0, max: 6 }),
          additionalAllowances: fc.integer({ min: 0, max: 3 }),
        }),
        context: fc.record({ payDate: fc.constantFrom('2026-03-13', '2026-06-12') }),
      }),
      zeroAtOrBelow: ({ fields, context }, frequency) => {
        const periods = periodsPerYear(frequency);
        const june = context?.payDate === '2026-06-12';
        const married = fields.filingStatus === 'married_jointly_one_working';
        const deduction = (june ? 15_000_00 : 12_000_00) * (married ? 2 : 1);
        const allowances = Number(fields.dependentAllowances) + Number(fields.additionalAllowances);
        return (
          Math.round(deduction / periods) +
          allowances * Math.round((june ? 5_000_00 : 4_000_00) / periods)
        );
      },
    });
  });
});
