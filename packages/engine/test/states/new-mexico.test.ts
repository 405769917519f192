import type { PaycheckFederalW4 } from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { NEW_MEXICO_ANNUAL_TABLES } from '../../src/states/data/new-mexico-tables';
import { newMexico, newMexicoPeriodTable } from '../../src/states/new-mexico';
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

const calculate = (fields: Record<string, unknown>, options: Options) =>
  newMexico.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

/** A printed table as [over (dollars), base (cents)] lines, the zero line left out. */
const printed = (status: keyof typeof NEW_MEXICO_ANNUAL_TABLES, periods: number) =>
  newMexicoPeriodTable(NEW_MEXICO_ANNUAL_TABLES[status], periods)
    .slice(1)
    .map(({ fromCents, baseCents }) => [fromCents / 100, baseCents]);

describe('New Mexico (FYI-104 Rev. 11/2025, per-period tables)', () => {
  it('FYI-104 pp. 2–3 example: married, $1,000 weekly, $20 extra → $41.80', () => {
    // Table 1, married, over 790: 12.77 + 4.3% × 210 = 21.80, + 20.00 = 41.80
    const fields = { additionalWithholdingCents: 20_00 };
    const options = {
      grossCents: 1_000_00,
      payFrequency: 'weekly',
      federal: w4('married_jointly'),
    } as const;
    expect(withhold(fields, options)).toBe(41_80);
  });

  it('derives Table 1 (weekly) as printed, single and married', () => {
    expect(printed('single', 52)).toEqual([
      [155, 0],
      [261, 1_59],
      [395, 5_89],
      [472, 8_36],
      [645, 15_80],
      [799, 22_41],
      [1_126, 37_78],
      [1_434, 52_24],
      [4_193, 187_46],
    ]);
    expect(printed('married', 52)).toEqual([
      [310, 0],
      [463, 2_31],
      [617, 7_23],
      [790, 12_77],
      [1_098, 26_00],
      [1_271, 33_44],
      [1_963, 65_98],
      [2_233, 78_63],
      [6_367, 281_23],
    ]);
  });

  it('starts Table 3 (semimonthly) where its schedule does, not at the misprinted head line', () => {
    // The head line prints $304 / $608 / $456; the schedule's first lines are over $335 / $671 / $503.
    expect(printed('single', 24)[0]).toEqual([335, 0]);
    expect(printed('married', 24)[0]).toEqual([671, 0]);
    expect(printed('head_of_household', 24)[0]).toEqual([503, 0]);
    // Table 2 biweekly head of household and Table 4 monthly married, top lines as printed.
    expect(printed('head_of_household', 26)[8]).toEqual([12_580, 562_46]);
    expect(printed('married', 12)[8]).toEqual([27_592, 1_218_67]);
  });

  it('biweekly $2,000, single → $63.72', () => {
    // Table 2 single, over 1,598: 44.83 + 4.7% × 402 = 63.724 → 63.72
    expect(withhold({}, { grossCents: 2_000_00 })).toBe(63_72);
  });

  it('semimonthly $3,000, head of household → $91.92', () => {
    // Table 3 head of household, over 2,586: 72.46 + 4.7% × 414 = 91.918 → 91.92
    const options = {
      grossCents: 3_000_00,
      payFrequency: 'semimonthly',
      federal: w4('head_of_household'),
    } as const;
    expect(withhold({}, options)).toBe(91_92);
  });

  it('monthly $5,000, married → $123.08', () => {
    // Table 4 married, over 4,758: 112.67 + 4.3% × 242 = 123.076 → 123.08
    const options = {
      grossCents: 5_000_00,
      payFrequency: 'monthly',
      federal: w4('married_jointly'),
    } as const;
    expect(withhold({}, options)).toBe(123_08);
  });

  it('top line: weekly $5,000, single → $235.07', () => {
    // Table 1 single, over 4,193: 187.46 + 5.9% × 807 = 235.073 → 235.07
    expect(withhold({}, { grossCents: 5_000_00, payFrequency: 'weekly' })).toBe(235_07);
  });

  it('takes the column from the federal W-4: separately is single, a 2019 married W-4 married', () => {
    const separately = { grossCents: 2_000_00, federal: w4('married_separately') };
    expect(withhold({}, separately)).toBe(63_72);
    const before2020: PaycheckFederalW4 = {
      w4Version: '2019',
      filingStatus: 'married',
      allowances: 3,
      extraWithholdingCents: 0,
      exempt: false,
    };
    // Table 2 married, over 1,581: 25.54 + 4.3% × 419 = 43.557 → 43.56 (allowances play no part)
    expect(withhold({}, { grossCents: 2_000_00, federal: before2020 })).toBe(43_56);
  });

  it('withholds nothing on no wages or up to the zero line, or for an exempt copy', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    // Table 2 single: nothing up to $310; 1.5% of 0.01 rounds to nothing, of 0.67 to a cent.
    expect(withhold({}, { grossCents: 310_00 })).toBe(0);
    expect(withhold({}, { grossCents: 310_01 })).toBe(0);
    expect(withhold({}, { grossCents: 310_67 })).toBe(1);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('explains the period table row it used', () => {
    const options = {
      grossCents: 1_000_00,
      payFrequency: 'weekly',
      federal: w4('married_jointly'),
    } as const;
    expect(
      calculate({ additionalWithholdingCents: 20_00 }, options).incomeTaxExplanation,
    ).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 790_00, baseCents: 12_77, percent: '4.3', annual: false },
      steps: expect.arrayContaining([
        { input: 'periodTax', cents: 21_80 },
        { input: 'additionalWithholding', cents: 20_00 },
      ]),
      publication: 'FYI-104 New Mexico Withholding Tax (Rev. 11/2025)',
    });
  });

  it('end to end: biweekly $2,000 salary and a $500 bonus, single → $87.22', () => {
    // The bonus is tabled with the wages: 2,500 in Table 2 single, over 2,252:
    // 75.56 + 4.7% × 248 = 87.216 → 87.22
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
        state: { code: 'NM' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(87_22);
  });

  it('end to end: a $1,000 bonus paid alone takes the flat 5.9% → $59.00', () => {
    const result = calculatePaycheck(
      paycheckInput({
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
        state: { code: 'NM' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(59_00);
    const line = result.lines.find(({ code }) => code === 'stateIncomeTax');
    expect(line?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '5.9' }]),
    });
  });

  describe('properties', () => {
    const statuses = [
      'single',
      'married_jointly',
      'married_separately',
      'head_of_household',
    ] as const;
    withholdingProperties({
      module: newMexico,
      setup: fc.record({
        fields: fc.constant({}),
        context: fc.record({ federal: fc.constantFrom(...statuses).map(w4) }),
      }),
      zeroAtOrBelow: ({ context }, frequency) => {
        const status = context?.federal?.filingStatus;
        const annual =
          status === 'married_jointly' ? 16_100 : status === 'head_of_household' ? 12_075 : 8_050;
        return Math.round(annual / periodsPerYear(frequency)) * 100;
      },
    });
  });
});
