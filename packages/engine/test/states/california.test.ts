import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import {
  california,
  californiaAnnualizedMethodB,
  californiaExemptionCredit,
  californiaMethodB,
  type CaliforniaAllowances,
} from '../../src/states/california';
import { CALIFORNIA_2026 } from '../../src/states/data/california-tables';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const allowances = (
  filingStatus: CaliforniaAllowances['filingStatus'],
  regularAllowances: number,
  estimatedDeductionAllowances = 0,
): CaliforniaAllowances => ({ filingStatus, regularAllowances, estimatedDeductionAllowances });

describe('California (EDD 2026 Method B, DE 4)', () => {
  // EDD "California Withholding Schedules for 2026", Method B examples, as transcribed in the
  // reference (OB-GOLD), each re-derived below from Tables 1–4 and the period's rate table.
  it.each([
    // ≤ $363 weekly low-income exemption (single) → nothing withheld.
    ['A: weekly $210, single, 1 allowance → $0.00', 'weekly', 21_000, allowances('single', 1), 0],
    // 1,600 > 1,454 (married, 2+); − 38 (Table 2, 1 estimated) − 439 (Table 3) = 1,123;
    // 9.37 + 2.2% × (1,123 − 852) = 15.33 − 12.95 (Table 4, 2 regular) = 2.38
    [
      'B: biweekly $1,600, married, 3 allowances (1 for estimated deductions) → $2.38',
      'biweekly',
      160_000,
      allowances('married', 2, 1),
      238,
    ],
    // 5,100 − 951 = 4,149; 20.33 + 2.2% × 2,301 = 70.95 − 70.13 = 0.82
    [
      'C: monthly $5,100, married, 5 allowances → $0.82',
      'monthly',
      510_000,
      allowances('married', 5),
      82,
    ],
    // 950 − 219 = 731; 4.69 + 2.2% × 305 = 11.40 − 9.71 = 1.69
    [
      'D: weekly $950, head of household, 3 allowances → $1.69',
      'weekly',
      95_000,
      allowances('head_of_household', 3),
      169,
    ],
  ] as const)('Method B example %s', (_name, period, wagesCents, claimed, expected) => {
    expect(californiaMethodB(wagesCents, claimed, CALIFORNIA_2026[period])).toBe(expected);
  });

  it.each([
    // 57,600 − 11,412 = 46,188; 243.74 + 2.2% × 24,030 = 772.40 − 673.20 = 99.20 ÷ 24 = 4.13
    ['E: semimonthly $2,400, married, 4 allowances → $4.13', 240_000, 24, 413],
    // 57,000 − 11,412 = 45,588; 243.74 + 2.2% × 23,430 = 759.20 − 673.20 = 86.00 ÷ 12 = 7.17
    ['F: monthly $4,750, married, 4 allowances → $7.17', 475_000, 12, 717],
  ] as const)('annualized example %s', (_name, wagesCents, periods, expected) => {
    expect(
      californiaAnnualizedMethodB(
        wagesCents,
        periods,
        allowances('married', 4),
        CALIFORNIA_2026.annual,
      ),
    ).toBe(expected);
  });

  it('Table 4 footnote: 15 allowances weekly → 15 × $3.24 = $48.60 credit', () => {
    expect(californiaExemptionCredit(CALIFORNIA_2026.weekly, 15)).toBe(4_860);
    // Up to 10 the printed figure stands (not n × $3.24: 2 allowances are $6.47).
    expect(californiaExemptionCredit(CALIFORNIA_2026.weekly, 2)).toBe(647);
  });

  it('reads the married "2 or more allowances" columns of Tables 1 and 3 on lines 1a + 1b', () => {
    // Weekly $500, married: with 1 allowance the single column ($363 / $110) applies,
    // with 2 the wider one ($727 low-income exemption → nothing withheld).
    const tables = CALIFORNIA_2026.weekly;
    // 500 − 110 = 390, on the first line of Table 24: 1.1% × 390 = 4.29 − 3.24 = 1.05
    expect(californiaMethodB(50_000, allowances('married', 1), tables)).toBe(105);
    expect(californiaMethodB(50_000, allowances('married', 1, 1), tables)).toBe(0);
    expect(californiaMethodB(50_000, allowances('single', 1, 1), tables)).toBeGreaterThan(0);
  });

  const withhold = (fields: Record<string, unknown>, grossCents: number) =>
    california.prepare(fields).calculate(stateContext({ grossCents, payFrequency: 'weekly' }))
      .incomeTaxCents;

  it('adds DE 4 line 2 even under the low-income exemption; line 3 exempt withholds nothing', () => {
    expect(withhold({ additionalWithholdingCents: 1_000 }, 21_000)).toBe(1_000);
    expect(withhold({ exempt: true }, 500_000)).toBe(0);
  });

  it('no DE 4 on file: single, zero allowances', () => {
    // 950 − 110 = 840 → 21.61 + 6.6% × (840 − 797) = 24.448 → 24.45
    expect(withhold({}, 95_000)).toBe(2_445);
  });

  describe('properties', () => {
    withholdingProperties({
      module: california,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married', 'head_of_household'),
          regularAllowances: fc.integer({ min: 0, max: 12 }),
          estimatedDeductionAllowances: fc.integer({ min: 0, max: 12 }),
        }),
      }),
      // Table 1: at or below the low-income exemption nothing is withheld.
      zeroAtOrBelow: ({ fields }, payFrequency) => {
        const total =
          Number(fields.regularAllowances) + Number(fields.estimatedDeductionAllowances);
        const wide =
          fields.filingStatus === 'head_of_household' ||
          (fields.filingStatus === 'married' && total >= 2);
        return CALIFORNIA_2026[payFrequency].lowIncomeExemptionCents[wide ? 1 : 0];
      },
    });
  });

  describe('SDI (1.30%, no wage limit)', () => {
    it('is charged on all wages, past the social security wage base too', () => {
      const [sdi] = california
        .prepare({})
        .calculate(stateContext({ grossCents: 1_000_000, ytdCents: 50_000_000 })).programmes;
      expect(sdi).toMatchObject({ code: 'CA_SDI', employeeCents: 13_000, employerCents: 0 });
    });
  });

  it('end to end: DE 4 fields through calculatePaycheck, SDI line, SUTA base $7,000', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'biweekly',
        earnings: [{ kind: 'salary', amountCents: 160_000 }],
        state: {
          code: 'CA',
          filingStatus: 'married',
          regularAllowances: 2,
          estimatedDeductionAllowances: 1,
          additionalWithholdingCents: 500,
        },
        ytd: { sutaWagesCents: 650_000 },
        suta: { rateBasisPoints: 340 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(738); // Example B + $5.00
    expect(result.lines).toEqual(
      expect.arrayContaining([
        {
          code: 'stateIncomeTax',
          kind: 'stateIncomeTax',
          label: 'California income tax',
          amountCents: 738,
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'CA' },
          // 1,600 − 38 (Table 2) − 439 (Table 3) = 1,123; 9.37 + 2.2% × 271 = 15.33 − 12.95.
          explanation: {
            method: 'periodPercentage',
            steps: [
              { input: 'taxableWages', cents: 160_000 },
              { input: 'periodsPerYear', count: 26 },
              { input: 'exemptionAmount', cents: 38_00 },
              { input: 'standardDeduction', cents: 439_00 },
              { input: 'periodTaxableWages', cents: 1_123_00 },
              { input: 'allowances', count: 2 },
              { input: 'taxCredit', cents: 12_95 },
              { input: 'additionalWithholding', cents: 5_00 },
            ],
            bracket: { overCents: 852_00, baseCents: 9_37, percent: '2.2', annual: false },
            rounding: 'centHalfUp',
            publication: 'DE 44, California Employer’s Guide (Rev. 52 4-26), Method B',
          },
        },
        {
          code: 'CA_SDI',
          kind: 'stateProgramme',
          label: 'California disability insurance (SDI)',
          amountCents: 2_080, // 1,600 × 1.30%
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'CA' },
          explanation: {
            method: 'wageBaseRate',
            steps: [
              { input: 'taxableWages', cents: 160_000 },
              { input: 'yearToDateWages', cents: 650_000 },
              { input: 'rate', percent: '1.3' },
            ],
            rounding: 'centHalfUp',
            publication: 'EDD 2026 SDI contribution rate release',
          },
        },
      ]),
    );
    // 7,000 − 6,500 = 500 taxable × 3.4% = 17.00
    expect(result.taxableWages.sutaCents).toBe(50_000);
    expect(result.employerTaxes.sutaCents).toBe(1_700);
  });

  it('names the DE 4 field at fault', () => {
    expect(() => california.prepare({ filingStatus: 'married_jointly' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
    expect(() => california.prepare({ allowances: 2 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('DE 4 fields are: filingStatus, regularAllowances'),
      }),
    );
  });

  it('has 2026 data only: a 2025 paycheck is an error, never a guess', () => {
    expect(() =>
      california
        .prepare({})
        .calculate(stateContext({ grossCents: 100_000, taxYear: 2025, payDate: '2025-03-14' })),
    ).toThrow(expect.objectContaining({ field: 'taxYear' }));
  });
});
