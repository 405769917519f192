import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { percent } from '../../src/rate';
import { arkansas, arkansasLookupAmount, arkansasWithEditions } from '../../src/states/arkansas';
import {
  ARKANSAS_FORMULA_2026_01,
  arkansasLinesOf,
  type ArkansasYear,
} from '../../src/states/data/arkansas-tables';
import type { StateModule } from '../../src/states/state-module';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (
  fields: Record<string, unknown>,
  options: Options,
  module: StateModule = arkansas,
) => module.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options, module?: StateModule) =>
  calculate(fields, options, module).incomeTaxCents;

describe('Arkansas (DFA Withholding Tax Formula Method, effective 01/01/2026)', () => {
  it('DFA formula example “Gary”: monthly $2,127, 2 exemptions → $36.50', () => {
    // 2,127 × 12 = 25,524 − 2,470 = 23,054 → midrange 23,050; 3.4% × 23,050 − 287.97 =
    // 495.73 → 496; − 2 × 29 = 438 ÷ 12 = 36.50
    const result = calculate({ exemptions: 2 }, { grossCents: 2_127_00, payFrequency: 'monthly' });
    expect(result.incomeTaxCents).toBe(36_50);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      steps: expect.arrayContaining([
        { input: 'annualTaxableWages', cents: 23_050_00 },
        { input: 'annualTax', cents: 496_00 },
        { input: 'taxCredit', cents: 58_00 },
      ]),
      // 3.4% × 15,999 − 287.97 = 255.996: the line read as a base at its start, to the cent.
      bracket: { overCents: 15_999_00, baseCents: 256_00, percent: '3.4', annual: true },
      rounding: 'dollarHalfUp',
      publication: 'Withholding Tax Formula Method, effective 01/01/2026 (Arkansas DFA)',
    });
    // The same wage with no AR4EC on file: 496 ÷ 12 = 41.33
    expect(withhold({}, { grossCents: 2_127_00, payFrequency: 'monthly' })).toBe(41_33);
  });

  it('looks income up at the $50 midrange below $97,801, at the whole dollar from there', () => {
    expect(arkansasLookupAmount(23_054_00, 97_801_00)).toBe(23_050_00);
    expect(arkansasLookupAmount(23_000_00, 97_801_00)).toBe(23_050_00);
    expect(arkansasLookupAmount(97_801_40, 97_801_00)).toBe(97_801_00);
  });

  it('every pay frequency, 1 exemption', () => {
    // weekly 600: 31,200 − 2,470 = 28,730 → 28,750; 3.9% − 419.96 = 701.29 → 701 − 29 = 672 ÷ 52 = 12.92
    expect(withhold({ exemptions: 1 }, { grossCents: 600_00, payFrequency: 'weekly' })).toBe(12_92);
    // biweekly 1,500: 36,530 → 36,550; 1,425.45 − 419.96 = 1,005.49 → 1,005 − 29 = 976 ÷ 26 = 37.54
    expect(withhold({ exemptions: 1 }, { grossCents: 1_500_00, payFrequency: 'biweekly' })).toBe(
      37_54,
    );
    // semimonthly 1,000: 21,530 → 21,550; 3.4%: 732.70 − 287.97 = 444.73 → 445 − 29 = 416 ÷ 24 = 17.33
    expect(withhold({ exemptions: 1 }, { grossCents: 1_000_00, payFrequency: 'semimonthly' })).toBe(
      17_33,
    );
    // monthly 1,000: 9,530 → 9,550; 2%: 191 − 111.98 = 79.02 → 79 − 29 = 50 ÷ 12 = 4.17
    expect(withhold({ exemptions: 1 }, { grossCents: 1_000_00, payFrequency: 'monthly' })).toBe(
      4_17,
    );
  });

  it('the phase-down above $94,700 and the top line above $97,800', () => {
    // monthly 8,300: 99,600 − 2,470 = 97,130 → 97,150, line over 97,100: 3.9% − 159.30 =
    // 3,629.55 → 3,630 ÷ 12 = 302.50
    expect(withhold({}, { grossCents: 8_300_00, payFrequency: 'monthly' })).toBe(302_50);
    // monthly 20,000: 237,530 exactly; 3.9% − 89.30 = 9,174.37 → 9,174 ÷ 12 = 764.50
    expect(withhold({}, { grossCents: 20_000_00, payFrequency: 'monthly' })).toBe(764_50);
  });

  it('the low-income election: single, monthly $1,300, 1 exemption → $5.64', () => {
    // 15,600 − 2,470 = 13,130 → 13,150; 3% × 13,150 − 223.97 = 170.53 → 171;
    // credit 111.80 × (17,500 − 15,600) ÷ (17,500 − 14,644) = 74.38; 171 − 74.38 − 29 = 67.62 ÷ 12 = 5.635 → 5.64
    const fields = { exemptions: 1, lowIncomeTaxRates: true, filingStatus: 'single' };
    expect(withhold(fields, { grossCents: 1_300_00, payFrequency: 'monthly' })).toBe(5_64);
  });

  it('zero wages withhold nothing; AR4ECSP exempts; the extra amount is added', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00, supplementalCents: 500_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // biweekly 2,000: 52,000 − 2,470 = 49,530 → 49,550; 1,932.45 − 419.96 = 1,512.49 → 1,512
    // ÷ 26 = 58.15, + 5.00
    expect(withhold({ additionalWithholdingCents: 5_00 }, { grossCents: 2_000_00 })).toBe(63_15);
  });

  it('end to end: bonus at the flat 3.9%, alone or with salary', () => {
    const alone = calculatePaycheck(
      paycheckInput({
        state: { code: 'AR' },
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
      }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(39_00);
    expect(alone.lines.find((line) => line.code === 'stateIncomeTax')?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '3.9' }]),
    });
    const together = calculatePaycheck(
      paycheckInput({
        state: { code: 'AR' },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // salary through the formula: 58.15 (above); bonus 3.9% × 500 = 19.50
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(77_65);
  });

  it('a revised formula is one more edition of the year, keyed by its pay date', () => {
    // Test-only figures in the shape of Act 1 (2026 1st Ex. Sess.): 3.7% − 367.20 above $26,399,
    // from a pay date chosen for the test.
    const revised: ArkansasYear = {
      ...ARKANSAS_FORMULA_2026_01,
      lines: arkansasLinesOf([
        [0, '0', 0],
        [5_599, '2', 111_98],
        [11_199, '3', 223_97],
        [15_999, '3.4', 287_97],
        [26_399, '3.7', 367_20],
      ]),
      supplementalRate: percent('3.7'),
      publication: 'revised formula (test)',
    };
    const module = arkansasWithEditions({
      2026: [
        { effectiveFrom: '2026-01-01', data: ARKANSAS_FORMULA_2026_01 },
        { effectiveFrom: '2026-07-01', data: revised },
      ],
    });
    const monthly = { grossCents: 8_000_00, payFrequency: 'monthly' } as const;
    // 96,000 − 2,470 = 93,530 → 93,550: 3.9% − 419.96 = 3,228.49 → 3,228 ÷ 12 = 269.00
    expect(withhold({}, { ...monthly, payDate: '2026-06-30' }, module)).toBe(269_00);
    // 3.7% − 367.20 = 3,094.15 → 3,094 ÷ 12 = 257.83
    expect(withhold({}, { ...monthly, payDate: '2026-07-01' }, module)).toBe(257_83);
  });

  it('names the AR4EC field at fault', () => {
    expect(() => arkansas.prepare({ exemptions: -1 })).toThrow(
      expect.objectContaining({ field: 'state.exemptions' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: arkansas,
      setup: fc.record({
        fields: fc.record({
          exemptions: fc.integer({ min: 0, max: 6 }),
          lowIncomeTaxRates: fc.boolean(),
          filingStatus: fc.constantFrom('single', 'married_jointly', 'head_of_household'),
        }),
      }),
    });
  });
});
