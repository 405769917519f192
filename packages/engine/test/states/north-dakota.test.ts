import type { PaycheckFederalW4 } from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { northDakota } from '../../src/states/north-dakota';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const w4 = (
  filingStatus: 'single' | 'married_jointly' | 'married_separately' | 'head_of_household',
): PaycheckFederalW4 => ({
  w4Version: '2020',
  filingStatus,
  multipleJobs: false,
  dependentsCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
  exempt: false,
});

const w4Before2020 = (
  filingStatus: 'single' | 'married',
  allowances: number,
): PaycheckFederalW4 => ({
  w4Version: '2019',
  filingStatus,
  allowances,
  extraWithholdingCents: 0,
  exempt: false,
});

const calculate = (fields: Record<string, unknown>, options: Options) =>
  northDakota.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

describe('North Dakota (2026 withholding booklet, Section 2 annual tables)', () => {
  it('the booklet worksheet, $1,800 weekly single, by the formula → $13', () => {
    // 1,800 × 52 = 93,600 over 57,625: 1.95% × 35,975 = 701.5125 → 701.51 a year;
    // ÷ 52 = 13.49 → $13. The booklet's worksheet prints $734.00 and $14.00: those are the
    // $1,800–$1,825 wage-bracket figures, not the annual table's.
    expect(withhold({}, { grossCents: 1_800_00, payFrequency: 'weekly' })).toBe(13_00);
  });

  it('biweekly $3,000, married filing jointly → $15', () => {
    // 78,000 over 57,500: 1.95% × 20,500 = 399.75 ÷ 26 = 15.375 → $15
    expect(withhold({}, { grossCents: 3_000_00, federal: w4('married_jointly') })).toBe(15_00);
  });

  it('semimonthly $4,000, head of household → $14', () => {
    // 96,000 over 78,475: 1.95% × 17,525 = 341.7375 → 341.74 ÷ 24 = 14.24 → $14
    const options = {
      grossCents: 4_000_00,
      payFrequency: 'semimonthly',
      federal: w4('head_of_household'),
    } as const;
    expect(withhold({}, options)).toBe(14_00);
  });

  it('monthly $6,000, married filing separately (single table) → $23', () => {
    // 72,000 over 57,625: 1.95% × 14,375 = 280.3125 → 280.31 ÷ 12 = 23.36 → $23
    const options = {
      grossCents: 6_000_00,
      payFrequency: 'monthly',
      federal: w4('married_separately'),
    } as const;
    expect(withhold({}, options)).toBe(23_00);
  });

  it('top bracket: weekly $6,000, single → $101', () => {
    // 312,000 over 258,450: 3,916.09 + 2.50% × 53,550 = 5,254.84 ÷ 52 = 101.05 → $101
    expect(withhold({}, { grossCents: 6_000_00, payFrequency: 'weekly' })).toBe(101_00);
  });

  it('a W-4 of 2019 or earlier: Section 1, weekly $1,500 single, 1 allowance → $6', () => {
    // 1,500 − 97 = 1,403 over 1,108: 1.95% × 295 = 5.7525 → 5.75 → $6
    const result = calculate(
      {},
      {
        grossCents: 1_500_00,
        payFrequency: 'weekly',
        federal: w4Before2020('single', 1),
      },
    );
    expect(result.incomeTaxCents).toBe(6_00);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 1_108_00, baseCents: 0, percent: '1.95', annual: false },
      rounding: 'dollarHalfUp',
    });
  });

  it('withholds nothing on no wages or under the zero line', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    // 2,216.34 × 26 = 57,624.84, not over 57,625
    expect(withhold({}, { grossCents: 2_216_34 })).toBe(0);
  });

  it('exempts a Minnesota or Montana resident (reciprocity) and a military spouse (NDW-M)', () => {
    for (const fields of [{ reciprocalNonresident: true }, { militarySpouseExempt: true }]) {
      const result = calculate(fields, { grossCents: 3_000_00 });
      expect(result.incomeTaxCents).toBe(0);
      expect(result.incomeTaxExplanation?.method).toBe('exempt');
    }
  });

  it('adds an extra amount after rounding', () => {
    const fields = { additionalWithholdingCents: 2_50 };
    expect(withhold(fields, { grossCents: 1_800_00, payFrequency: 'weekly' })).toBe(15_50);
  });

  it('explains the annual table row and the dollar rounding', () => {
    const result = calculate({}, { grossCents: 1_800_00, payFrequency: 'weekly' });
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 57_625_00, baseCents: 0, percent: '1.95', annual: true },
      steps: expect.arrayContaining([{ input: 'annualTax', cents: 701_51 }]),
      rounding: 'dollarHalfUp',
      publication: 'Income Tax Withholding Rates and Instructions 2026 (North Dakota)',
    });
  });

  it('end to end: biweekly $2,000 salary and a $1,500 bonus, single → $25', () => {
    // The bonus is withheld on with the wages: 3,500 × 26 = 91,000 over 57,625:
    // 1.95% × 33,375 = 650.8125 → 650.81 ÷ 26 = 25.03 → $25
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_500_00 },
        ],
        state: { code: 'ND' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(25_00);
  });

  describe('properties', () => {
    const statuses = [
      'single',
      'married_jointly',
      'married_separately',
      'head_of_household',
    ] as const;
    withholdingProperties({
      module: northDakota,
      setup: fc.record({
        fields: fc.constant({}),
        context: fc.record({ federal: fc.constantFrom(...statuses).map(w4) }),
      }),
      zeroAtOrBelow: ({ context }, frequency) => {
        const status = context?.federal?.filingStatus;
        const zeroLine =
          status === 'married_jointly'
            ? 57_500_00
            : status === 'head_of_household'
              ? 78_475_00
              : 57_625_00;
        return Math.floor(zeroLine / periodsPerYear(frequency));
      },
    });
  });
});
