import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { alabama } from '../../src/states/alabama';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (fields: Record<string, unknown>, options: Options) =>
  alabama.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

describe('Alabama (Withholding Tax Tables and Instructions, rev. August 2024)', () => {
  it('booklet example: weekly $850, M-2, federal tax withheld $35.19 → $29.59', () => {
    // GI 850 × 52 = 44,200; standard deduction at the M floor 5,000; federal 35.19 × 52 =
    // 1,829.88; personal 3,000; dependents 2 × 1,000 → taxable 32,370.12;
    // 20 + 200 + 5% × 26,370.12 = 1,538.51 → ÷ 52 = 29.5867 → 29.59
    const options = {
      grossCents: 850_00,
      payFrequency: 'weekly',
      federalIncomeTaxCents: 35_19,
    } as const;
    const result = calculate({ filingStatus: 'married', dependents: 2 }, options);
    expect(result.incomeTaxCents).toBe(29_59);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      steps: expect.arrayContaining([
        { input: 'standardDeduction', cents: 5_000_00 },
        { input: 'federalTaxDeduction', cents: 1_829_88 },
        { input: 'annualTaxableWages', cents: 32_370_12 },
      ]),
      bracket: { overCents: 6_000_00, baseCents: 220_00, percent: '5', annual: true },
      publication: 'Withholding Tax Tables and Instructions, rev. August 2024 (Alabama DOR)',
    });
  });

  it('standard deduction test point: single at GI $26,000 → $2,975', () => {
    // weekly 500 × 52 = 26,000: one step of $500 begun above 25,999 → 3,000 − 25 = 2,975;
    // taxable 26,000 − 2,975 − 1,500 = 21,525 → 110 + 5% × 18,525 = 1,036.25 ÷ 52 = 19.93
    const result = calculate(
      { filingStatus: 'single' },
      { grossCents: 500_00, payFrequency: 'weekly' },
    );
    expect(result.incomeTaxExplanation?.steps).toContainEqual({
      input: 'standardDeduction',
      cents: 2_975_00,
    });
    expect(result.incomeTaxCents).toBe(19_93);
  });

  it('married filing separately: $88 off for each $250 begun above $12,999', () => {
    // weekly 288.46 × 52 = 14,999.92; 2,000.92 above → 9 steps → 4,250 − 792 = 3,458;
    // taxable 14,999.92 − 3,458 − 1,500 = 10,041.92 → 110 + 5% × 7,041.92 = 462.10 ÷ 52 = 8.89
    const result = calculate(
      { filingStatus: 'married_separately' },
      { grossCents: 288_46, payFrequency: 'weekly' },
    );
    expect(result.incomeTaxExplanation?.steps).toContainEqual({
      input: 'standardDeduction',
      cents: 3_458_00,
    });
    expect(result.incomeTaxCents).toBe(8_89);
  });

  it('every pay frequency, single with one dependent', () => {
    // weekly 1,000, federal 80.00: GI 52,000 → deduction floor 2,500, dependent 500 (GI over
    // 50,000); 52,000 − 2,500 − 4,160 − 1,500 − 500 = 43,340 → 110 + 5% × 40,340 = 2,127 ÷ 52 = 40.90
    const fields = { filingStatus: 'single', dependents: 1 };
    expect(
      withhold(fields, {
        grossCents: 1_000_00,
        payFrequency: 'weekly',
        federalIncomeTaxCents: 80_00,
      }),
    ).toBe(40_90);
    // biweekly 2,000: 52,000 − 2,500 − 1,500 − 500 = 47,500 → 110 + 2,225 = 2,335 ÷ 26 = 89.81
    expect(withhold(fields, { grossCents: 2_000_00, payFrequency: 'biweekly' })).toBe(89_81);
    // semimonthly 2,000: GI 48,000, dependent 1,000: 43,000 → 110 + 2,000 = 2,110 ÷ 24 = 87.92
    expect(withhold(fields, { grossCents: 2_000_00, payFrequency: 'semimonthly' })).toBe(87_92);
    // monthly 4,000: the same 2,110 ÷ 12 = 175.83
    expect(withhold(fields, { grossCents: 4_000_00, payFrequency: 'monthly' })).toBe(175_83);
  });

  it('top bracket: monthly $10,000, single, federal $1,500 → $405.00', () => {
    // GI 120,000; deduction 2,500; federal 18,000; personal 1,500 → 98,000 →
    // 110 + 5% × 95,000 = 4,860 ÷ 12 = 405.00
    expect(
      withhold(
        { filingStatus: 'single' },
        { grossCents: 10_000_00, payFrequency: 'monthly', federalIncomeTaxCents: 1_500_00 },
      ),
    ).toBe(405_00);
  });

  it('zero wages withhold nothing; A4-MS exempts; the extra amount is added', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate({ militarySpouseExempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // No A-4: code 0 (no personal exemption). Biweekly 2,000: 52,000 − 2,500 = 49,500 →
    // 110 + 5% × 46,500 = 2,435 ÷ 26 = 93.65, + 10.00
    expect(withhold({ additionalWithholdingCents: 10_00 }, { grossCents: 2_000_00 })).toBe(103_65);
  });

  it('end to end: the paycheck’s federal withholding is subtracted', () => {
    const state = { code: 'AL', filingStatus: 'single' };
    const result = calculatePaycheck(paycheckInput({ state }));
    // Federal (Pub 15-T, single, biweekly 2,000) withholds 156.15: 52,000 − 2,500 −
    // 4,059.90 − 1,500 = 43,940.10 → 110 + 5% × 40,940.10 = 2,157.01 ÷ 26 = 82.96
    expect(result.employeeTaxes.federalIncomeTaxCents).toBe(156_15);
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(82_96);
  });

  it('end to end: a bonus alone at the flat 5%; with salary, aggregated', () => {
    const state = { code: 'AL', filingStatus: 'single' };
    const alone = calculatePaycheck(
      paycheckInput({ state, earnings: [{ kind: 'bonus', amountCents: 1_000_00 }] }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(50_00);
    expect(alone.lines.find((line) => line.code === 'stateIncomeTax')?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '5' }]),
    });
    const together = calculatePaycheck(
      paycheckInput({
        state,
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // Federal withholds 216.15 on 2,500: GI 65,000 − 2,500 − 5,619.90 − 1,500 = 55,380.10 →
    // 110 + 5% × 52,380.10 = 2,729.01 ÷ 26 = 104.96
    expect(together.employeeTaxes.federalIncomeTaxCents).toBe(216_15);
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(104_96);
  });

  it('names the A-4 field at fault', () => {
    expect(() => alabama.prepare({ filingStatus: 'H' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: alabama,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom(
            'no_personal_exemption',
            'single',
            'married_separately',
            'married',
            'head_of_family',
          ),
          dependents: fc.integer({ min: 0, max: 6 }),
        }),
      }),
    });
  });
});
