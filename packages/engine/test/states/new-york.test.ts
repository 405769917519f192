import { paycheckResultSchema } from '@paydesk/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import {
  NEW_YORK_CITY_ALLOWANCES,
  NEW_YORK_CITY_TABLE,
  NEW_YORK_PERIODS,
  NEW_YORK_STATE_ALLOWANCES,
  NEW_YORK_STATE_TABLES,
  type NewYorkPeriod,
} from '../../src/states/data/new-york-tables';
import {
  newYork,
  newYorkCityTax,
  newYorkPeriodTable,
  newYorkStateTax,
  yonkersResidentTax,
  type NewYorkFilingStatus,
} from '../../src/states/new-york';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { largestStepDown } from '../support/table-steps';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

describe('New York State (NYS-50-T-NYS (1/26), Method II)', () => {
  // Method II examples as transcribed in the reference (OB-GOLD), re-derived here:
  // net = wages − Table A; tax = round((net − line start) × rate) + amount to add.
  it.each([
    // 400 − 200.05 = 199.95; (199.95 − 163) × 4.40% = 1.6258 → 1.63 + 6.38
    ['Single 1: weekly $400, 3 exemptions → $8.01', 40_000, 'single', 3, 'weekly', 8_01],
    // 5,000 − 350.00 = 4,650; (4,650 − 4,485) × 7.53% = 12.4245 → 12.42 + 246.08
    [
      'Single 2: semimonthly $5,000, 1 exemption → $258.50 half-up (publication prints $258.51)',
      500_000,
      'single',
      1,
      'semimonthly',
      258_50,
    ],
    // 50,000 − 866.60 = 49,133.40; (49,133.40 − 22,117) × 7.35% = 1,985.71 + 1,590.92
    [
      'Single 3: monthly $50,000, 3 exemptions → $3,576.63',
      5_000_000,
      'single',
      3,
      'monthly',
      3_576_63,
    ],
    // 750 − 36.15 = 713.85; (713.85 − 606) × 6.40% = 6.90 + 37.20
    ['Single 4: daily $750, 2 exemptions → $44.10', 75_000, 'single', 2, 'daily', 44_10],
    // 400 − 229.90 = 170.10; (170.10 − 163) × 4.40% = 0.31 + 6.38
    ['Married 1: weekly $400, 4 exemptions → $6.69', 40_000, 'married', 4, 'weekly', 6_69],
    // 50,000 − 912.40 = 49,087.60; (49,087.60 − 31,100) × 7.35% = 1,322.09 + 2,300.00
    [
      'Married 3: monthly $50,000, 3 exemptions → $3,622.09',
      5_000_000,
      'married',
      3,
      'monthly',
      3_622_09,
    ],
    // 750 − 38.30 = 711.70; (711.70 − 606) × 8.01% = 8.47 + 36.11
    [
      'Married 4: daily $750, 2 exemptions → $44.58 (its step 4 misprints the rate as 0.0811)',
      75_000,
      'married',
      2,
      'daily',
      44_58,
    ],
  ] as const)('%s', (_name, wagesCents, status, exemptions, period, expected) => {
    expect(newYorkStateTax(wagesCents, status, exemptions, period)).toBe(expected);
  });

  // The tables as NYS-50-T-NYS prints them (reference §3 NY): line starts and amounts to add.
  const PRINTED: readonly [string, NewYorkPeriod, readonly number[], readonly number[]][] = [
    [
      'single',
      'weekly',
      [0, 163, 225, 267, 1_551, 1_862, 2_070, 3_032, 4_142, 5_104],
      [0, 6_38, 9_08, 11_27, 80_58, 98_90, 113_58, 186_02, 257_10, 367_13],
    ],
    [
      'single',
      'biweekly',
      [0, 327, 450, 535, 3_102, 3_723, 4_140, 6_063, 8_285, 10_208],
      [0, 12_77, 18_15, 22_54, 161_15, 197_81, 227_15, 372_04, 514_19, 734_27],
    ],
    [
      'single',
      'semimonthly',
      [0, 354, 488, 579, 3_360, 4_033, 4_485, 6_569, 8_975, 11_058],
      [0, 13_83, 19_67, 24_42, 174_58, 214_29, 246_08, 403_04, 557_04, 795_46],
    ],
    [
      'single',
      'monthly',
      [0, 708, 975, 1_158, 6_721, 8_067, 8_971, 13_138, 17_950, 22_117],
      [0, 27_67, 39_33, 48_83, 349_17, 428_58, 492_17, 806_08, 1_114_08, 1_590_92],
    ],
    [
      'single',
      'daily',
      [0, 33, 45, 53, 310, 372, 414, 606, 828, 1_021],
      [0, 1_28, 1_82, 2_25, 16_12, 19_78, 22_72, 37_20, 51_42, 73_43],
    ],
    [
      'married',
      'weekly',
      [0, 163, 225, 267, 1_551, 1_862, 2_070, 3_032, 4_068, 6_215, 7_177, 20_722],
      [0, 6_38, 9_08, 11_27, 80_58, 98_90, 112_60, 180_54, 263_62, 401_04, 530_77, 1_526_33],
    ],
    [
      'married',
      'biweekly',
      [0, 327, 450, 535, 3_102, 3_723, 4_140, 6_063, 8_137, 12_431, 14_354, 41_444],
      [0, 12_77, 18_15, 22_54, 161_15, 197_81, 225_19, 361_08, 527_23, 802_08, 1_061_54, 3_052_65],
    ],
    [
      'married',
      'semimonthly',
      [0, 354, 488, 579, 3_360, 4_033, 4_485, 6_569, 8_815, 13_467, 15_550, 44_898],
      [0, 13_83, 19_67, 24_42, 174_58, 214_29, 243_96, 391_17, 571_17, 868_92, 1_150_00, 3_307_04],
    ],
    [
      'married',
      'monthly',
      [0, 708, 975, 1_158, 6_721, 8_067, 8_971, 13_138, 17_629, 26_933, 31_100, 89_796],
      [
        0, 27_67, 39_33, 48_83, 349_17, 428_58, 487_92, 782_33, 1_142_33, 1_737_83, 2_300_00,
        6_614_08,
      ],
    ],
    [
      'married',
      'daily',
      [0, 33, 45, 53, 310, 372, 414, 606, 814, 1_243, 1_435, 4_144],
      [0, 1_28, 1_82, 2_25, 16_12, 19_78, 22_52, 36_11, 52_72, 80_21, 106_15, 305_27],
    ],
  ];

  it.each(PRINTED)(
    'derives the printed %s %s table from the annual one',
    (status, period, lineStarts, adds) => {
      const table = newYorkPeriodTable(
        NEW_YORK_STATE_TABLES[status === 'single' ? 'single' : 'married'].lines,
        NEW_YORK_PERIODS[period],
      );
      expect(table.map((line) => line.fromCents)).toEqual(
        lineStarts.map((dollars) => dollars * 100),
      );
      expect(table.map((line) => line.baseCents)).toEqual(adds);
    },
  );

  it('Method III above the table (own arithmetic of the rule; no published example)', () => {
    // Weekly $25,000 single: net 24,857.70 ≥ the weekly top $20,722 → 10.45% × 24,857.70
    expect(newYorkStateTax(2_500_000, 'single', 0, 'weekly')).toBe(2_597_63);
    // Monthly $500,000 single: annualized net 5,992,599.60 ≥ $5,000,000 → 11.10% × 499,383.30
    expect(newYorkStateTax(50_000_000, 'single', 0, 'monthly')).toBe(55_431_55);
    // Married keeps Method II up to $2,155,350 a year: weekly $25,000 stays on the table.
    expect(newYorkStateTax(2_500_000, 'married', 0, 'weekly')).toBeLessThan(2_597_63);
  });

  it('"married, withhold at the higher single rate" takes the single tables', () => {
    expect(newYorkStateTax(40_000, 'married_higher_single_rate', 3, 'weekly')).toBe(8_01);
  });
});

describe('New York City and Yonkers residents', () => {
  it.each([
    // 400 − (96.15 + 3 × 19.25) = 246.10; (246.10 − 167) × 3.25% = 2.57 + 3.54
    ['Single 1: weekly $400, 3 exemptions → $6.11', 40_000, 'single', 3, 'weekly', 6_11],
    [
      'Single 2: semimonthly $5,000, 1 exemption → $188.80',
      500_000,
      'single',
      1,
      'semimonthly',
      188_80,
    ],
    [
      'Single 3: monthly $50,000, 3 exemptions → $2,070.50',
      5_000_000,
      'single',
      3,
      'monthly',
      2_070_50,
    ],
    ['Single 4: daily $750, 2 exemptions → $29.51', 75_000, 'single', 2, 'daily', 29_51],
    ['Married 1: weekly $400, 4 exemptions → $5.17', 40_000, 'married', 4, 'weekly', 5_17],
    [
      'Married 2: semimonthly $5,000, 3 exemptions → $184.37',
      500_000,
      'married',
      3,
      'semimonthly',
      184_37,
    ],
    [
      'Married 3: monthly $50,000, 3 exemptions → $2,068.73',
      5_000_000,
      'married',
      3,
      'monthly',
      2_068_73,
    ],
    ['Married 4: daily $750, 2 exemptions → $29.43', 75_000, 'married', 2, 'daily', 29_43],
  ] as const)('NYS-50-T-NYC %s', (_name, wagesCents, status, exemptions, period, expected) => {
    expect(newYorkCityTax(wagesCents, status, exemptions, period)).toBe(expected);
  });

  it('derives the printed weekly NYC table (the only period the reference prints)', () => {
    const weekly = newYorkPeriodTable(NEW_YORK_CITY_TABLE, 52);
    expect(weekly.map((line) => line.fromCents)).toEqual([
      0, 154_00, 167_00, 288_00, 481_00, 1_154_00,
    ]);
    expect(weekly.map((line) => line.baseCents)).toEqual([0, 3_15, 3_54, 7_46, 15_06, 43_00]);
    expect(NEW_YORK_CITY_ALLOWANCES.weekly.deductionCents).toEqual({
      single: 96_15,
      married: 105_75,
    });
  });

  it.each([
    // 16.75% × 8.01 = 1.3417 → 1.34
    ['Single 1: 16.75% of $8.01 → $1.34', 8_01, 1_34],
    // 16.75% × 3,576.63 = 599.0855 → 599.09
    [
      'Single 3: 16.75% of $3,576.63 → $599.09 half-up (publication prints $599.08)',
      3_576_63,
      599_09,
    ],
  ])('Yonkers resident %s', (_name, stateTaxCents, expected) => {
    expect(yonkersResidentTax(stateTaxCents)).toBe(expected);
  });
});

describe('New York module (IT-2104)', () => {
  const weekly400 = stateContext({ grossCents: 40_000, payFrequency: 'weekly' });

  it('withholds NYC tax for NYC residents on line 2 allowances, with line 4 extra', () => {
    const result = newYork
      .prepare({
        allowances: 3,
        cityAllowances: 3,
        residence: 'new_york_city',
        additionalCityWithholdingCents: 100,
      })
      .calculate(weekly400);
    expect(result.incomeTaxCents).toBe(8_01);
    // 400 − 96.15 − 3 × 19.25 = 246.10; 3.54 + 3.25% × (246.10 − 167) = 6.11; + 1.00.
    expect(result.localIncomeTaxes).toEqual([
      {
        localId: 'NYC',
        taxCents: 7_11,
        explanation: {
          method: 'periodPercentage',
          steps: [
            { input: 'taxableWages', cents: 400_00 },
            { input: 'periodsPerYear', count: 52 },
            { input: 'standardDeduction', cents: 96_15 },
            { input: 'allowances', count: 3 },
            { input: 'allowanceAmount', cents: 19_25 },
            { input: 'periodTaxableWages', cents: 246_10 },
            { input: 'additionalWithholding', cents: 1_00 },
          ],
          bracket: { overCents: 167_00, baseCents: 3_54, percent: '3.25', annual: false },
          rounding: 'centHalfUp',
          publication: 'NYS-50-T-NYC (1/26), Method II',
        },
      },
    ]);
  });

  it('withholds Yonkers tax on the NYS tax before line 3 extra, plus line 5', () => {
    const result = newYork
      .prepare({
        allowances: 3,
        residence: 'yonkers',
        additionalWithholdingCents: 1_000,
        additionalYonkersWithholdingCents: 50,
      })
      .calculate(weekly400);
    expect(result.incomeTaxCents).toBe(18_01);
    expect(result.localIncomeTaxes).toEqual([
      {
        localId: 'YONKERS',
        taxCents: 1_84,
        explanation: {
          method: 'surcharge',
          steps: [
            { input: 'taxableWages', cents: 400_00 },
            { input: 'periodsPerYear', count: 52 },
            { input: 'baseTax', cents: 8_01 },
            { input: 'rate', percent: '16.75' },
            { input: 'additionalWithholding', cents: 50 },
          ],
          rounding: 'centHalfUp',
          publication: 'NYS-50-T-Y (1/26)',
        },
      },
    ]);
  });

  it('nothing local for other residents; IT-2104-E exempts from all three', () => {
    expect(newYork.prepare({ allowances: 3 }).calculate(weekly400).localIncomeTaxes).toEqual([]);
    const exempt = newYork
      .prepare({ exempt: true, residence: 'new_york_city' })
      .calculate(weekly400);
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.localIncomeTaxes).toEqual([]);
  });

  describe('Paid Family Leave (0.432%, at most $411.91 a year)', () => {
    const pfl = (grossCents: number, ytdCents: number) =>
      newYork.prepare({}).calculate(stateContext({ grossCents, ytdCents })).programmes[0];

    it('is 0.432% of the wages', () => {
      expect(pfl(200_000, 0)).toMatchObject({
        code: 'NY_PFL',
        employeeCents: 8_64,
        employerCents: 0,
      });
    });

    it('charges the paycheck that reaches the yearly maximum only up to it, then nothing', () => {
      // Before: 0.432% × 95,000 = 410.40; after: 0.432% × 96,000 = 414.72 → capped at 411.91.
      expect(pfl(100_000, 9_500_000)?.employeeCents).toBe(1_51);
      expect(pfl(100_000, 9_600_000)?.employeeCents).toBe(0);
    });
  });

  it('end to end: NYC resident through calculatePaycheck, state and city lines', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'weekly',
        earnings: [{ kind: 'salary', amountCents: 40_000 }],
        state: { code: 'NY', allowances: 3, cityAllowances: 3, residence: 'new_york_city' },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(8_01 + 6_11);
    expect(result.employeeTaxes.otherCents).toBe(1_73); // PFL 0.432% × 400 = 1.728
    // Its own code, its locality in its jurisdiction, so a pay stub can name it; counted in the
    // state income tax total.
    const incomeTaxKinds = ['stateIncomeTax', 'localIncomeTax'];
    expect(result.lines.filter((line) => incomeTaxKinds.includes(line.kind))).toEqual([
      {
        code: 'stateIncomeTax',
        kind: 'stateIncomeTax',
        label: 'New York income tax',
        amountCents: 8_01,
        side: 'employeeTax',
        jurisdiction: { level: 'state', state: 'NY' },
        // Single Ex 1: net 199.95 → 6.38 + 4.40% × 36.95.
        explanation: expect.objectContaining({
          method: 'periodPercentage',
          bracket: { overCents: 163_00, baseCents: 6_38, percent: '4.4', annual: false },
          publication: 'NYS-50-T-NYS (1/26), Method II',
        }),
      },
      {
        code: 'localIncomeTax',
        kind: 'localIncomeTax',
        label: 'New York City income tax',
        amountCents: 6_11,
        side: 'employeeTax',
        jurisdiction: { level: 'local', state: 'NY', localId: 'NYC' },
        explanation: expect.objectContaining({
          method: 'periodPercentage',
          bracket: { overCents: 167_00, baseCents: 3_54, percent: '3.25', annual: false },
          publication: 'NYS-50-T-NYC (1/26), Method II',
        }),
      },
    ]);
  });

  it('uses the flagged 2024 SUTA wage base ($12,500) when the request gives none', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'NY' },
        ytd: { sutaWagesCents: 1_200_000 },
        suta: { rateBasisPoints: 410 },
      }),
    );
    expect(result.taxableWages.sutaCents).toBe(50_000);
    expect(result.employerTaxes.sutaCents).toBe(20_50);
  });

  it('names the IT-2104 field at fault', () => {
    expect(() => newYork.prepare({ residence: 'brooklyn' })).toThrow(
      expect.objectContaining({ field: 'state.residence' }),
    );
    expect(() => newYork.prepare({ basicAllowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.basicAllowances',
        message: expect.stringContaining('IT-2104 fields are: filingStatus, allowances'),
      }),
    );
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PayFrequency>('weekly', 'biweekly', 'semimonthly', 'monthly');
    const status = fc.constantFrom<NewYorkFilingStatus>(
      'single',
      'married',
      'married_higher_single_rate',
    );
    const exemptions = fc.integer({ min: 0, max: 14 });
    const wages = fc.integer({ min: 0, max: 10_000_000 });
    const tableStatus = (given: NewYorkFilingStatus) =>
      given === 'married' ? 'married' : 'single';

    it('never withholds a negative amount, state or city', () => {
      fc.assert(
        fc.property(wages, status, exemptions, frequency, (cents, given, count, period) => {
          expect(newYorkStateTax(cents, given, count, period)).toBeGreaterThanOrEqual(0);
          expect(newYorkCityTax(cents, given, count, period)).toBeGreaterThanOrEqual(0);
        }),
        RUNS,
      );
    });

    it('withholds no less on higher wages, up to the printed tables’ own step at a line start', () => {
      fc.assert(
        fc.property(wages, wages, status, exemptions, frequency, (a, b, given, count, period) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const periods = NEW_YORK_PERIODS[period];
          const stateStep = largestStepDown(
            newYorkPeriodTable(NEW_YORK_STATE_TABLES[tableStatus(given)].lines, periods),
            'atLeast',
          );
          const cityStep = largestStepDown(
            newYorkPeriodTable(NEW_YORK_CITY_TABLE, periods),
            'atLeast',
          );
          expect(newYorkStateTax(high, given, count, period)).toBeGreaterThanOrEqual(
            newYorkStateTax(low, given, count, period) - stateStep,
          );
          expect(newYorkCityTax(high, given, count, period)).toBeGreaterThanOrEqual(
            newYorkCityTax(low, given, count, period) - cityStep,
          );
        }),
        RUNS,
      );
    });

    it('the steps are the publication’s: e.g. married monthly at $13,138 the tax falls $0.20', () => {
      expect(newYorkStateTax(13_137_99 + 662_50, 'married', 0, 'monthly')).toBe(
        newYorkStateTax(13_138_00 + 662_50, 'married', 0, 'monthly') + 20,
      );
    });

    it('through the whole paycheck: local lines add up, net stays ≥ 0, even when pay falls short', () => {
      const request = fc.record({
        payFrequency: frequency,
        earnings: fc
          .integer({ min: 0, max: 5_000_000 })
          .map((amountCents) => [{ kind: 'salary' as const, amountCents }]),
        deductions: fc.array(
          fc.record({
            kind: fc.constantFrom('401k' as const, 'section125' as const, 'postTax' as const),
            amountCents: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 3 },
        ),
        state: fc.record({
          code: fc.constant('NY'),
          filingStatus: status,
          allowances: exemptions,
          cityAllowances: exemptions,
          residence: fc.constantFrom('elsewhere', 'new_york_city', 'yonkers'),
          additionalWithholdingCents: fc.integer({ min: 0, max: 100_000 }),
          additionalCityWithholdingCents: fc.integer({ min: 0, max: 100_000 }),
          additionalYonkersWithholdingCents: fc.integer({ min: 0, max: 100_000 }),
        }),
      });
      fc.assert(
        fc.property(request, (overrides) => {
          const result = paycheckResultSchema.parse(calculatePaycheck(paycheckInput(overrides)));
          const stateLines = result.lines.filter(
            (line) => line.kind === 'stateIncomeTax' || line.kind === 'localIncomeTax',
          );
          expect(stateLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(
            result.employeeTaxes.stateIncomeTaxCents,
          );
          expect(stateLines.length).toBe(overrides.state.residence === 'elsewhere' ? 1 : 2);
          expect(result.netPayCents).toBeGreaterThanOrEqual(0);
          for (const line of result.lines) expect(line.amountCents).toBeGreaterThanOrEqual(0);
        }),
        RUNS,
      );
    });

    it('withholds nothing while the wages do not pass Table A', () => {
      fc.assert(
        fc.property(
          status,
          exemptions,
          frequency,
          fc.double({ min: 0, max: 1, noNaN: true }),
          (given, count, period, share) => {
            const key = tableStatus(given);
            const stateAllowance =
              NEW_YORK_STATE_ALLOWANCES[period].deductionCents[key] +
              count * NEW_YORK_STATE_ALLOWANCES[period].exemptionCents;
            const cityAllowance =
              NEW_YORK_CITY_ALLOWANCES[period].deductionCents[key] +
              count * NEW_YORK_CITY_ALLOWANCES[period].exemptionCents;
            expect(newYorkStateTax(Math.floor(stateAllowance * share), given, count, period)).toBe(
              0,
            );
            expect(newYorkStateTax(stateAllowance, given, count, period)).toBe(0);
            expect(newYorkCityTax(cityAllowance, given, count, period)).toBe(0);
          },
        ),
        RUNS,
      );
    });
  });
});
