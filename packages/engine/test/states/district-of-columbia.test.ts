import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { DISTRICT_OF_COLUMBIA_SCHEDULE } from '../../src/states/data/district-of-columbia-tables';
import {
  districtOfColumbia,
  districtOfColumbiaPeriodTable,
} from '../../src/states/district-of-columbia';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  districtOfColumbia.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

// OTR prints no worked example (FR-230 has none, and no 2026 publication exists): every figure
// below is worked by hand from FR-230's percentage method on the post-2021 schedule, each line
// start and base divided by the periods and rounded to the cent.
describe('District of Columbia (FR-230 method, OTR Tax Notice 2022-08 figures)', () => {
  it('weekly $1,000, no allowances → $57.31', () => {
    // Line over 40,000 ÷ 52 = 769.23, base 2,200 ÷ 52 = 42.31; (1,000 − 769.23) × 6.5% = 15.00.
    expect(withhold({}, { grossCents: 1_000_00, payFrequency: 'weekly' })).toBe(57_31);
  });

  it('biweekly $3,000, 2 allowances → $165.35', () => {
    // 3,000 − 2 × 165.38 (4,300 ÷ 26) = 2,669.24; line over 60,000 ÷ 26 = 2,307.69, base
    // 3,500 ÷ 26 = 134.62; 361.55 × 8.5% = 30.73 → 165.35.
    expect(withhold({ allowances: 2 }, { grossCents: 3_000_00 })).toBe(165_35);
  });

  it('semimonthly $4,000, 1 allowance → $258.10', () => {
    // 4,000 − 179.17 = 3,820.83; line over 2,500.00, base 145.83; 1,320.83 × 8.5% = 112.27.
    expect(withhold({ allowances: 1 }, { grossCents: 4_000_00, payFrequency: 'semimonthly' })).toBe(
      258_10,
    );
  });

  it('monthly $3,000, no allowances → $163.33', () => {
    // Line over 10,000 ÷ 12 = 833.33, base 400 ÷ 12 = 33.33; 2,166.67 × 6% = 130.00.
    expect(withhold({}, { grossCents: 3_000_00, payFrequency: 'monthly' })).toBe(163_33);
  });

  it('top bracket: weekly $25,000 → $2,380.29', () => {
    // Line over 1,000,000 ÷ 52 = 19,230.77, base 91,525 ÷ 52 = 1,760.10;
    // 5,769.23 × 10.75% = 620.19 → 2,380.29.
    expect(withhold({}, { grossCents: 25_000_00, payFrequency: 'weekly' })).toBe(2_380_29);
  });

  it('zero wages, wages under the allowances, an exempt D-4 or a D-4A withhold nothing', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({ allowances: 3 }, { grossCents: 400_00 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 3_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    const nonresident = calculate({ nonresident: true }, { grossCents: 3_000_00 });
    expect(nonresident.incomeTaxCents).toBe(0);
    expect(nonresident.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('adds the D-4 additional amount', () => {
    expect(
      withhold(
        { additionalWithholdingCents: 5_00 },
        { grossCents: 1_000_00, payFrequency: 'weekly' },
      ),
    ).toBe(62_31);
  });

  it('builds the period table from the annual schedule, to the cent', () => {
    const weekly = districtOfColumbiaPeriodTable(DISTRICT_OF_COLUMBIA_SCHEDULE, 52);
    expect(weekly.map(({ fromCents, baseCents }) => [fromCents, baseCents])).toEqual([
      [0, 0],
      [192_31, 7_69],
      [769_23, 42_31],
      [1_153_85, 67_31],
      [4_807_69, 377_88],
      [9_615_38, 822_60],
      [19_230_77, 1_760_10],
    ]);
  });

  it('explains the period table row and the allowance', () => {
    const explanation = calculate({ allowances: 2 }, { grossCents: 3_000_00 }).incomeTaxExplanation;
    expect(explanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 2_307_69, baseCents: 134_62, percent: '8.5', annual: false },
      publication: expect.stringContaining('FR-230'),
    });
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'allowances', count: 2 },
        { input: 'allowanceAmount', cents: 165_38 },
        { input: 'periodTaxableWages', cents: 2_669_24 },
        { input: 'periodTax', cents: 165_35 },
      ]),
    );
  });

  it('end to end: biweekly $2,000 salary + $500 bonus, 1 allowance → $136.91', () => {
    // Withheld on together: 2,500 − 165.38 = 2,334.62; (2,334.62 − 2,307.69) × 8.5% = 2.29;
    // + 134.62 = 136.91.
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'DC', allowances: 1 },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(136_91);
  });

  it('names the D-4 field at fault', () => {
    expect(() => districtOfColumbia.prepare({ allowances: -1 })).toThrow(
      expect.objectContaining({ field: 'state.allowances' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: districtOfColumbia,
      setup: fc.record({ fields: fc.record({ allowances: fc.integer({ min: 0, max: 6 }) }) }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Number(fields.allowances) * Math.round(4_300_00 / periodsPerYear(frequency)),
    });
  });
});
