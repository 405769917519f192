import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { MARYLAND_COUNTY_KEYS } from '../../src/states/data/maryland-tables';
import { maryland } from '../../src/states/maryland';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  maryland.prepare(fields).calculate(stateContext(options));

/** The state line and each local line, in cents: [state, ...[localId, cents]]. */
const lines = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) => {
  const result = calculate(fields, options);
  return [
    result.incomeTaxCents,
    ...result.localIncomeTaxes.map(({ localId, taxCents }) => [localId, taxCents]),
  ];
};

const weekly = (grossCents: number) => ({ grossCents, payFrequency: 'weekly' as const });

// The Guide prints no dollar example, only its combined tables' cells. Every figure below is worked
// by hand: annual wages − $3,400 − $3,200 × exemptions, the state bands and the county's rate on
// that same amount, each divided by the periods and rounded to the cent.
describe('Maryland (2026 Employer Withholding Guide; county tax from Tax Facts 2026)', () => {
  it('weekly $1,000, 1 exemption, Montgomery (3.20%) → $41.47 state + $27.94 county', () => {
    // 52,000 − 3,400 − 3,200 = 45,400; × 4.75% = 2,156.50 ÷ 52 = 41.47; × 3.20% = 1,452.80 ÷ 52
    // = 27.94 (the combined 7.95% table: 69.41).
    expect(lines({ countyOfResidence: 'montgomery' }, weekly(1_000_00))).toEqual([
      41_47,
      ['MD-16', 27_94],
    ]);
  });

  it('the Guide’s 3.20% annual table: $125,000 taxable → $10,000 (monthly $10,700, 0 exemptions)', () => {
    // 128,400 − 3,400 = 125,000: state 4,750 + 5% × 25,000 = 6,000 ÷ 12 = 500.00; county 4,000 ÷ 12.
    expect(
      lines(
        { countyOfResidence: 'montgomery', exemptions: 0 },
        { grossCents: 10_700_00, payFrequency: 'monthly' },
      ),
    ).toEqual([500_00, ['MD-16', 333_33]]);
  });

  it('biweekly $2,000, married, 1 exemption, Carroll: the 3.05% table for its 3.03% rate', () => {
    // 45,400 × 4.75% = 2,156.50 ÷ 26 = 82.94; × 3.05% = 1,384.70 ÷ 26 = 53.2577 → 53.26.
    expect(
      lines({ countyOfResidence: 'carroll', filingStatus: 'married' }, { grossCents: 2_000_00 }),
    ).toEqual([82_94, ['MD-07', 53_26]]);
  });

  it('Anne Arundel across a slice: semimonthly $3,000, single, 2 exemptions', () => {
    // 72,000 − 3,400 − 6,400 = 62,200: state 2,954.50 ÷ 24 = 123.1042 → 123.10; county
    // 2.70% × 50,000 + 2.94% × 12,200 = 1,350 + 358.68 = 1,708.68 ÷ 24 = 71.195 → 71.20.
    expect(
      lines(
        { countyOfResidence: 'anne_arundel', exemptions: 2 },
        { grossCents: 3_000_00, payFrequency: 'semimonthly' },
      ),
    ).toEqual([123_10, ['MD-02', 71_20]]);
  });

  it('Anne Arundel joint slices start higher: the same wages married stay at 2.70%', () => {
    // 62,200 ≤ 75,000: 62,200 × 2.70% = 1,679.40 ÷ 24 = 69.975 → 69.98.
    const result = calculate(
      { countyOfResidence: 'anne_arundel', exemptions: 2, filingStatus: 'married' },
      { grossCents: 3_000_00, payFrequency: 'semimonthly' },
    );
    expect(result.localIncomeTaxes[0]?.taxCents).toBe(69_98);
  });

  it('Frederick: one rate on the whole, by band (monthly, single, 1 exemption)', () => {
    // $4,000: 48,000 − 6,600 = 41,400 ≤ 50,000 → 2.75%: 1,138.50 ÷ 12 = 94.875 → 94.88; state
    // 1,966.50 ÷ 12 = 163.875 → 163.88.
    expect(
      lines({ countyOfResidence: 'frederick' }, { grossCents: 4_000_00, payFrequency: 'monthly' }),
    ).toEqual([163_88, ['MD-11', 94_88]]);
    // $4,800: 57,600 − 6,600 = 51,000 > 50,000 → 2.96% on all of it: 1,509.60 ÷ 12 = 125.80.
    const above = calculate(
      { countyOfResidence: 'frederick' },
      { grossCents: 4_800_00, payFrequency: 'monthly' },
    );
    expect(above.localIncomeTaxes[0]?.taxCents).toBe(125_80);
    expect(above.localIncomeTaxes[0]?.explanation?.steps).toEqual(
      expect.arrayContaining([{ input: 'rate', percent: '2.96' }]),
    );
  });

  it('a nonresident: no county tax, the special 2.25% nonresident rate', () => {
    // 45,400 × 2.25% = 1,021.50 ÷ 52 = 19.6442 → 19.64.
    const result = calculate({ nonresident: true, countyOfResidence: 'howard' }, weekly(1_000_00));
    expect(result.incomeTaxCents).toBe(41_47);
    expect(result.localIncomeTaxes).toMatchObject([
      {
        localId: 'MD-NONRESIDENT',
        localName: 'Maryland nonresident',
        taxCents: 19_64,
        explanation: {
          method: 'annualizedPercentage',
          steps: expect.arrayContaining([{ input: 'nonresidentRate', percent: '2.25' }]),
        },
      },
    ]);
  });

  it('no MW507 on file: single, one exemption, the nonresident rate until a county is named', () => {
    expect(lines({}, weekly(1_000_00))).toEqual([41_47, ['MD-NONRESIDENT', 19_64]]);
  });

  it('an MW507 on file must name the county; a code is read as its county', () => {
    expect(() => maryland.prepare({ exemptions: 2 })).toThrow(
      expect.objectContaining({ field: 'state.countyOfResidence' }),
    );
    expect(() => maryland.prepare({ pennsylvaniaResident: true })).toThrow(
      expect.objectContaining({ field: 'state.countyOfResidence' }),
    );
    expect(() => maryland.prepare({ countyOfResidence: 'atlantis' })).toThrow(
      expect.objectContaining({
        field: 'state.countyOfResidence',
        message: expect.stringContaining('"01" to "24"'),
      }),
    );
    expect(lines({ countyOfResidence: '16' }, weekly(1_000_00))).toEqual([41_47, ['MD-16', 27_94]]);
  });

  it('line 5, Pennsylvania: no state tax; county tax at the work county’s actual rate', () => {
    // Carroll's actual 3.03%, not its 3.05% table: 45,400 × 3.03% = 1,375.62 ÷ 52 = 26.45.
    expect(
      lines({ pennsylvaniaResident: true, countyOfResidence: 'carroll' }, weekly(1_000_00)),
    ).toEqual([0, ['MD-07', 26_45]]);
    // Lines 6–7: the local tax is spared too.
    expect(
      lines({ pennsylvaniaResident: true, pennsylvaniaLocalExempt: true }, weekly(1_000_00)),
    ).toEqual([0]);
  });

  it('line 4 (DC, Virginia, West Virginia), line 3 and line 8 withhold nothing at all', () => {
    for (const fields of [
      { reciprocalNonresident: true },
      { exempt: true, countyOfResidence: 'howard' },
      { militarySpouseExempt: true },
    ]) {
      const result = calculate(fields, weekly(1_000_00));
      expect(result.incomeTaxCents).toBe(0);
      expect(result.localIncomeTaxes).toEqual([]);
      expect(result.incomeTaxExplanation?.method).toBe('exempt');
    }
  });

  it('zero wages, and wages under the Guide’s floor, withhold nothing', () => {
    expect(lines({ countyOfResidence: 'howard' }, weekly(0))).toEqual([0]);
    // Weekly floor $96: $95.99 withholds nothing; at $96, 0 exemptions: 4,992 − 3,400 = 1,592 ×
    // 4.75% = 75.62 ÷ 52 = 1.45; × 3.20% = 50.944 ÷ 52 = 0.98.
    expect(lines({ countyOfResidence: 'howard', exemptions: 0 }, weekly(95_99))).toEqual([0]);
    expect(lines({ countyOfResidence: 'howard', exemptions: 0 }, weekly(96_00))).toEqual([
      1_45,
      ['MD-14', 98],
    ]);
  });

  it('top bracket: monthly $100,000, single, 0 exemptions, Montgomery', () => {
    // 1,200,000 − 3,400 = 1,196,600: state 58,437.50 + 6.5% × 196,600 = 71,216.50 ÷ 12 =
    // 5,934.7083 → 5,934.71; county 38,291.20 ÷ 12 = 3,190.9333 → 3,190.93.
    expect(
      lines(
        { countyOfResidence: 'montgomery', exemptions: 0 },
        { grossCents: 100_000_00, payFrequency: 'monthly' },
      ),
    ).toEqual([5_934_71, ['MD-16', 3_190_93]]);
  });

  it('adds line 2 to the state line', () => {
    expect(
      lines(
        { countyOfResidence: 'montgomery', additionalWithholdingCents: 10_00 },
        weekly(1_000_00),
      ),
    ).toEqual([51_47, ['MD-16', 27_94]]);
  });

  it('explains the state band and the county rate', () => {
    const result = calculate({ countyOfResidence: 'montgomery' }, weekly(1_000_00));
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 0, baseCents: 0, percent: '4.75', annual: true },
      publication: '2026 Maryland Employer Withholding Guide (Revised December 2025)',
    });
    expect(result.incomeTaxExplanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'annualWages', cents: 52_000_00 },
        { input: 'standardDeduction', cents: 3_400_00 },
        { input: 'exemptions', count: 1 },
        { input: 'annualTaxableWages', cents: 45_400_00 },
        { input: 'annualTax', cents: 2_156_50 },
      ]),
    );
    expect(result.localIncomeTaxes[0]?.explanation).toMatchObject({
      method: 'annualizedPercentage',
      publication: expect.stringContaining('Withholding Tax Facts'),
      steps: expect.arrayContaining([
        { input: 'rate', percent: '3.2' },
        { input: 'annualTax', cents: 1_452_80 },
      ]),
    });
  });

  it('end to end: biweekly $2,000 salary + $1,000 bonus, Howard: its own county line', () => {
    // Withheld on together: 78,000 − 6,600 = 71,400: state 3,391.50 ÷ 26 = 130.44; county
    // 2,284.80 ÷ 26 = 87.8769 → 87.88. The county line counts in the state income tax total.
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'MD', countyOfResidence: 'howard' },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_000_00 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(130_44 + 87_88);
    expect(result.lines.filter((line) => line.kind === 'localIncomeTax')).toMatchObject([
      {
        code: 'localIncomeTax',
        amountCents: 87_88,
        jurisdiction: { level: 'local', state: 'MD', localId: 'MD-14', localName: 'Howard County' },
      },
    ]);
  });

  it('lists every county and the nonresident rate for the catalogue', () => {
    expect(maryland.locals).toHaveLength(25);
    expect(maryland.locals).toContainEqual({
      localId: 'MD-04',
      name: 'Baltimore City',
      source: 'table',
    });
    expect(MARYLAND_COUNTY_KEYS).toHaveLength(24);
  });

  describe('properties', () => {
    withholdingProperties({
      module: maryland,
      setup: fc.record({
        fields: fc.record({
          countyOfResidence: fc.constantFrom(...MARYLAND_COUNTY_KEYS),
          filingStatus: fc.constantFrom('single', 'married', 'married_single_rate'),
          exemptions: fc.integer({ min: 0, max: 6 }),
        }),
      }),
    });
    it('withholds no less county tax on higher wages, in every county', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...MARYLAND_COUNTY_KEYS),
          fc.constantFrom('single', 'married'),
          fc.integer({ min: 0, max: 5_000_000 }),
          fc.integer({ min: 0, max: 5_000_000 }),
          (countyOfResidence, filingStatus, a, b) => {
            const county = (grossCents: number) =>
              calculate({ countyOfResidence, filingStatus }, { grossCents }).localIncomeTaxes[0]
                ?.taxCents ?? 0;
            const [low, high] = a <= b ? [a, b] : [b, a];
            expect(county(low)).toBeLessThanOrEqual(county(high));
          },
        ),
      );
    });
  });
});
