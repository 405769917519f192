import type { PaycheckFederalW4 } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { computeFederalWithholding } from '../../src/federal/withholding';
import { divideRoundHalfUp } from '../../src/money';
import { taxYear2025 } from '../../src/tax-years/2025';
import { taxYear2026 } from '../../src/tax-years/2026';

const w4 = (fields: Partial<Extract<PaycheckFederalW4, { w4Version: '2020' }>> = {}) =>
  ({
    w4Version: '2020',
    filingStatus: 'single',
    multipleJobs: false,
    dependentsCents: 0,
    otherIncomeCents: 0,
    deductionsCents: 0,
    extraWithholdingCents: 0,
    exempt: false,
    ...fields,
  }) as const;

const legacyW4 = (fields: Partial<Extract<PaycheckFederalW4, { w4Version: '2019' }>> = {}) =>
  ({
    w4Version: '2019',
    filingStatus: 'single',
    allowances: 0,
    extraWithholdingCents: 0,
    exempt: false,
    ...fields,
  }) as const;

const withhold2026 = (form: PaycheckFederalW4, wagesCents: number, periods: number) =>
  computeFederalWithholding(form, wagesCents, periods, taxYear2026.federal);

describe('Worksheet 1A, 2026 (2020+ W-4)', () => {
  it('reproduces the anchor: weekly $670, single, standard → $38.48 (table: $38)', () => {
    // 670 × 52 = 34,840 − 8,600 = 26,240; 1,240 + 12% × 6,340 = 2,000.80 ÷ 52 = 38.476…
    const result = withhold2026(w4(), 67_000, 52);
    expect(result.adjustedAnnualWageCents).toBe(2_624_000);
    expect(result.taxCents).toBe(3_848);
  });

  // Pub 15-T 2026 wage-bracket table, weekly, Single, Standard withholding: the table is the
  // percentage method at the bracket's midpoint, rounded to the dollar.
  it.each([
    [625, 635, 34],
    [635, 645, 35],
    [645, 655, 36],
    [655, 665, 37],
    [665, 675, 38],
    [675, 685, 40],
    [685, 695, 41],
    [695, 705, 42],
    [705, 715, 43],
    [715, 725, 44],
  ])('wage-bracket cell %i–%i dollars → %i dollars', (low, high, dollars) => {
    const midpointCents = ((low + high) / 2) * 100;
    const { taxCents } = withhold2026(w4(), midpointCents, 52);
    expect(divideRoundHalfUp(taxCents, 100)).toBe(dollars);
  });

  it.each([
    // [case, W-4, period wages, periods, expected cents] with the hand derivation below each
    [
      'biweekly 3,846.15 dollars single',
      w4(),
      384_615,
      26,
      50_654,
      // 99,999.90 − 8,600 = 91,399.90; 5,800 + 22% × 33,499.90 = 13,169.978 ÷ 26 = 506.537…
    ],
    [
      'married jointly subtracts 12,900 dollars (line 1g)',
      w4({ filingStatus: 'married_jointly' }),
      384_615,
      26,
      29_385,
      // 99,999.90 − 12,900 = 87,099.90; 2,480 + 12% × 42,999.90 = 7,639.988 ÷ 26 = 293.845…
    ],
    [
      'head of household',
      w4({ filingStatus: 'head_of_household' }),
      384_615,
      26,
      36_877,
      // 91,399.90; 7,740 + 22% × 8,399.90 = 9,587.978 ÷ 26 = 368.768…
    ],
    [
      'married filing separately uses the single table',
      w4({ filingStatus: 'married_separately' }),
      384_615,
      26,
      50_654,
    ],
    [
      'Step 2 box: checkbox table, no line 1g',
      w4({ multipleJobs: true }),
      384_615,
      26,
      70_642,
      // 99,999.90 on the single checkbox table: 8,983 + 24% × 39,099.90 = 18,366.976 ÷ 26 = 706.422…
    ],
    [
      'Step 3 dependents of 4,400 dollars a year',
      w4({ dependentsCents: 440_000 }),
      384_615,
      26,
      33_731,
      // (13,169.978 − 4,400) ÷ 26 = 337.306…
    ],
    [
      'Step 4(a) other income and 4(b) deductions',
      w4({ otherIncomeCents: 1_000_000, deductionsCents: 400_000 }),
      384_615,
      26,
      55_731,
      // 99,999.90 + 10,000 − (4,000 + 8,600) = 97,399.90; 5,800 + 22% × 39,499.90 = 14,489.978 ÷ 26 = 557.306…
    ],
    [
      'Step 4(c) extra withholding is added after rounding',
      w4({ extraWithholdingCents: 2_500 }),
      384_615,
      26,
      53_154,
    ],
    [
      'credits above the tentative amount leave 0, then the extra',
      w4({ dependentsCents: 10_000_000, extraWithholdingCents: 1_000 }),
      384_615,
      26,
      1_000,
    ],
    ['wages below line 1g withhold nothing', w4(), 30_000, 26, 0],
    [
      'exempt withholds nothing, even the extra',
      w4({ exempt: true, extraWithholdingCents: 5_000 }),
      384_615,
      26,
      0,
    ],
    [
      'top bracket, monthly 100,000 dollars single',
      w4(),
      10_000_000,
      12,
      3_283_335,
      // 1,200,000 − 8,600 = 1,191,400; 192,979.25 + 37% × 543,300 = 394,000.25 ÷ 12 = 32,833.354…
    ],
  ] as const)('%s', (_case, form, wagesCents, periods, expected) => {
    expect(withhold2026(form, wagesCents, periods).taxCents).toBe(expected);
  });
});

describe('Worksheet 1A, 2019-or-earlier W-4', () => {
  it('subtracts $4,300 per allowance and uses the standard table', () => {
    // 2,000 × 26 = 52,000 − 2 × 4,300 = 43,400; 1,240 + 12% × 23,500 = 4,060 ÷ 26 = 156.153…
    expect(withhold2026(legacyW4({ allowances: 2 }), 200_000, 26).taxCents).toBe(15_615);
  });

  it('married uses the married-jointly table, with no line 1g', () => {
    // 52,000 − 0 = 52,000; 2,480 + 12% × 7,900 = 3,428 ÷ 26 = 131.846…
    expect(withhold2026(legacyW4({ filingStatus: 'married' }), 200_000, 26).taxCents).toBe(13_185);
  });

  it('adds the extra withholding and honours exempt', () => {
    expect(
      withhold2026(legacyW4({ allowances: 2, extraWithholdingCents: 1_000 }), 200_000, 26).taxCents,
    ).toBe(16_615);
    expect(withhold2026(legacyW4({ exempt: true }), 200_000, 26).taxCents).toBe(0);
  });
});

describe('Worksheet 1A, 2025 tables', () => {
  it('biweekly $3,846.15 single on the 2025 standard table', () => {
    // 91,399.90 − 54,875 = 36,524.90 × 22% = 8,035.478 + 5,578.50 = 13,613.978 ÷ 26 = 523.614…
    const { taxCents } = computeFederalWithholding(w4(), 384_615, 26, taxYear2025.federal);
    expect(taxCents).toBe(52_361);
  });
});
