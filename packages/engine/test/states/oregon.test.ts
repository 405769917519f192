import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { oregon } from '../../src/states/oregon';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (fields: Record<string, unknown>, options: Options) =>
  oregon.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

/** The formula on a whole year's wages, as the publication's examples give them. */
const annual = (
  fields: Record<string, unknown>,
  grossCents: number,
  federalIncomeTaxCents: number,
) =>
  oregon
    .prepare(fields)
    .calculate({ ...stateContext({ grossCents, federalIncomeTaxCents }), periodsPerYear: 1 });

const single = { filingStatus: 'single' };

describe('Oregon (150-206-436 Rev. 12-31-25, annual formula in whole dollars)', () => {
  it('Example 1: $25,000 a year, single, 0 allowances, federal $1,000 → $1,789', () => {
    // BASE 25,000 − 1,000 − 2,910 = 21,090; 941 + 8.75% × 9,690 (848.375 → 848) = 1,789
    expect(annual(single, 25_000_00, 1_000_00).incomeTaxCents).toBe(1_789_00);
  });

  it('Example 2: the same year paid monthly $149, semimonthly $75, biweekly $69, weekly $34', () => {
    // Monthly 2,083.33 and 83.33: 24,999.96 − 999.96 − 2,910 = 21,090.00 → 1,789 ÷ 12 = 149.08
    expect(
      withhold(single, {
        grossCents: 2_083_33,
        federalIncomeTaxCents: 83_33,
        payFrequency: 'monthly',
      }),
    ).toBe(149_00);
    // 1,041.67 and 41.67 × 24: 25,000.08 − 1,000.08 − 2,910 = 21,090.00 → 1,789 ÷ 24 = 74.54
    expect(
      withhold(single, {
        grossCents: 1_041_67,
        federalIncomeTaxCents: 41_67,
        payFrequency: 'semimonthly',
      }),
    ).toBe(75_00);
    // 961.54 and 38.46 × 26: 25,000.04 − 999.96 − 2,910 = 21,090.08; 8.75% × 9,690.08 = 847.88
    // → 848; 1,789 ÷ 26 = 68.81
    expect(withhold(single, { grossCents: 961_54, federalIncomeTaxCents: 38_46 })).toBe(69_00);
    // 480.77 and 19.23 × 52: the same BASE 21,090.08 → 1,789 ÷ 52 = 34.40
    expect(
      withhold(single, {
        grossCents: 480_77,
        federalIncomeTaxCents: 19_23,
        payFrequency: 'weekly',
      }),
    ).toBe(34_00);
  });

  it('Example 3: $132,000 single, 4 allowances, federal $21,098 → cap $5,250, no allowances', () => {
    // The example prints no final amount. BASE 132,000 − 5,250 − 2,910 = 123,840 (high table);
    // 678 + 8.75% × 112,440 (9,838.5 → 9,839) = 10,517
    const result = annual({ ...single, allowances: 4 }, 132_000_00, 21_098_00);
    expect(result.incomeTaxCents).toBe(10_517_00);
    expect(result.incomeTaxExplanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'federalTaxDeduction', cents: 5_250_00 },
        { input: 'annualTaxableWages', cents: 123_840_00 },
        { input: 'allowances', count: 0 },
      ]),
    );
  });

  it('Example 4 (top bracket): married at the single rate, $175,000 → no federal, no allowances', () => {
    // Over 145,000 the single phase-out allows no federal tax; over 100,000 no allowance.
    // BASE 175,000 − 0 − 2,910 = 172,090; 10,618 + 9.9% × 47,090 (4,661.91 → 4,662) = 15,280
    const fields = { filingStatus: 'married_higher_single_rate', allowances: 4 };
    expect(annual(fields, 175_000_00, 30_000_00).incomeTaxCents).toBe(15_280_00);
  });

  it('single with 3 allowances takes the married deduction and table', () => {
    // 40,000 − 2,000 − 5,820 = 32,180 over 22,800: 1,620 + 8.75% × 9,380 (820.75 → 821)
    // = 2,441 − 3 × 263 = 1,652
    expect(annual({ ...single, allowances: 3 }, 40_000_00, 2_000_00).incomeTaxCents).toBe(1_652_00);
  });

  it('married, biweekly $1,500, 2 allowances, federal $60 → $72', () => {
    // 39,000 − 1,560 − 5,820 = 31,620 over 22,800: 1,620 + 8.75% × 8,820 (771.75 → 772)
    // = 2,392 − 2 × 263 = 1,866 ÷ 26 = 71.77 → $72
    const fields = { filingStatus: 'married', allowances: 2 };
    expect(withhold(fields, { grossCents: 1_500_00, federalIncomeTaxCents: 60_00 })).toBe(72_00);
  });

  it('steps down $263 a year at $50,000, where the high-wage tables start', () => {
    // 49,999: BASE 47,089 → 941 + 8.75% × 35,689 (3,122.79 → 3,123) = 4,064
    // 50,000: BASE 47,090 → 678 + 8.75% × 35,690 (3,122.875 → 3,123) = 3,801
    expect(annual(single, 49_999_00, 0).incomeTaxCents).toBe(4_064_00);
    expect(annual(single, 50_000_00, 0).incomeTaxCents).toBe(3_801_00);
  });

  it('without an OR-W-4 withholds 8% of wages (HB 2119)', () => {
    const result = calculate({}, { grossCents: 1_000_00, payFrequency: 'weekly' });
    expect(result.incomeTaxCents).toBe(80_00);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'flatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '8' }]),
    });
  });

  it('withholds nothing on no wages, on an exempt OR-W-4, or where the credits pass the tax', () => {
    expect(withhold(single, { grossCents: 0 })).toBe(0);
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // 5,000 a year, 10 allowances: 263 + 4.75% × 2,090 = 362 − 2,630 → 0
    expect(annual({ ...single, allowances: 10 }, 5_000_00, 0).incomeTaxCents).toBe(0);
  });

  it('adds line 3 after the dollar rounding', () => {
    const fields = { ...single, additionalWithholdingCents: 12_34 };
    expect(
      withhold(fields, {
        grossCents: 2_083_33,
        federalIncomeTaxCents: 83_33,
        payFrequency: 'monthly',
      }),
    ).toBe(161_34);
  });

  it('explains the annual table row, the federal deduction and the dollar rounding', () => {
    expect(annual(single, 25_000_00, 1_000_00).incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      steps: expect.arrayContaining([
        { input: 'federalTaxDeduction', cents: 1_000_00 },
        { input: 'standardDeduction', cents: 2_910_00 },
        { input: 'annualTaxableWages', cents: 21_090_00 },
        { input: 'annualTax', cents: 1_789_00 },
      ]),
      bracket: { overCents: 11_400_00, baseCents: 941_00, percent: '8.75', annual: true },
      rounding: 'dollarHalfUp',
      publication: 'Oregon Withholding Tax Formulas 150-206-436 (Rev. 12-31-25)',
    });
  });

  it('end to end: biweekly $2,000 salary and a $1,000 bonus in TriMet, single → $212', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_000_00 },
        ],
        state: { code: 'OR', filingStatus: 'single', transitDistrict: 'trimet' },
      }),
    );
    // Federal (Pub 15-T 2026, single): 78,000 − 8,600 = 69,400; 5,800 + 22% × 11,500 = 8,330
    // ÷ 26 = 320.38
    expect(result.employeeTaxes.federalIncomeTaxCents).toBe(320_38);
    // The bonus is withheld on with the wages. 3,000 × 26 = 78,000 (high table); federal
    // 320.38 × 26 = 8,329.88 under the 8,750 cap; BASE 78,000 − 8,329.88 − 2,910 = 66,760.12;
    // 678 + 8.75% × 55,360.12 (4,844.01 → 4,844) = 5,522 ÷ 26 = 212.38 → $212
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(212_00);
    const amounts = (side: string, code: string) =>
      result.lines
        .filter((line) => line.side === side && line.code === code)
        .map((line) => line.amountCents);
    // Statewide transit tax 0.1% × 3,000 = 3.00; TriMet 0.8237% × 3,000 = 24.711 → 24.71
    expect(amounts('employeeTax', 'OR_STT')).toEqual([3_00]);
    expect(amounts('employerTax', 'OR_TRIMET')).toEqual([24_71]);
    expect(amounts('employerTax', 'OR_LTD')).toEqual([]);
  });

  it('end to end: a $1,000 bonus paid alone takes the optional flat 8% → $80.00', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
        state: { code: 'OR', filingStatus: 'married', allowances: 2 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(80_00);
  });

  it('charges the transit district where the employee works, and the statewide tax always', () => {
    const codes = (fields: Record<string, unknown>) =>
      calculate(fields, { grossCents: 2_000_00 }).programmes.map(
        ({ code, employeeCents, employerCents }) => [code, employeeCents, employerCents],
      );
    expect(codes({})).toEqual([['OR_STT', 2_00, 0]]);
    expect(codes({ exempt: true, transitDistrict: 'trimet' })).toEqual([
      ['OR_STT', 2_00, 0],
      ['OR_TRIMET', 0, 16_47],
    ]);
    // Lane Transit District 0.80% × 2,000 = 16.00
    expect(codes({ transitDistrict: 'lane' })).toEqual([
      ['OR_STT', 2_00, 0],
      ['OR_LTD', 0, 16_00],
    ]);
  });

  it('names the OR-W-4 field at fault', () => {
    expect(() => oregon.prepare({ transitDistrict: 'portland' })).toThrow(
      expect.objectContaining({ field: 'state.transitDistrict' }),
    );
  });

  describe('properties', () => {
    // Below $50,000 a year (the weekly $961.53 is the lowest period figure): the formula steps
    // down $263 where the high-wage tables start, as the test above shows.
    withholdingProperties({
      module: oregon,
      maxWagesCents: 961_53,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom(
            'no_certificate',
            'single',
            'married',
            'married_higher_single_rate',
          ),
          allowances: fc.integer({ min: 0, max: 6 }),
        }),
        context: fc.record({ federalIncomeTaxCents: fc.integer({ min: 0, max: 20_000 }) }),
      }),
    });
  });
});
