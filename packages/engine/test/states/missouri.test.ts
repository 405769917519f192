import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { missouri } from '../../src/states/missouri';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  missouri.prepare(fields).calculate(stateContext(options));
const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Missouri (2026 Withholding Tax Formula; Form 4282, Rev. 03-2026)', () => {
  it('formula example: $35,000 a year paid monthly, married spouse works → $59', () => {
    // 2,916.67 × 12 = 35,000.04 − 16,100 = 18,900.04; 263 + 4.7% × 9,464.04 = 707.81; ÷ 12 = 58.98
    const fields = { filingStatus: 'married_spouse_employed' };
    const calc = calculate(fields, { grossCents: 2_916_67, payFrequency: 'monthly' });
    expect(calc.incomeTaxCents).toBe(59_00);
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 9_436_00, baseCents: 263_00, percent: '4.7', annual: true },
      rounding: 'dollarHalfUp',
      publication: expect.stringContaining('2026 Missouri Withholding Tax Formula'),
      steps: expect.arrayContaining([
        { input: 'standardDeduction', cents: 16_100_00 },
        { input: 'annualTax', cents: 707_81 },
      ]),
    });
  });

  it.each<[string, PayFrequency, number, string, number]>([
    // 52,000 − 16,100 = 35,900; 263 + 4.7% × 26,464 = 1,506.808; ÷ 52 = 28.98
    ['weekly $1,000, single', 'weekly', 1_000_00, 'single', 29_00],
    // 39,000 − 24,150 = 14,850; 263 + 4.7% × 5,414 = 517.458; ÷ 26 = 19.90
    ['biweekly $1,500, head of household', 'biweekly', 1_500_00, 'head_of_household', 20_00],
    // 24,000 − 16,100 = 7,900; 148 + 4.0% × 1,160 = 194.40; ÷ 24 = 8.10
    ['semimonthly $1,000, single', 'semimonthly', 1_000_00, 'single', 8_00],
    // 36,000 − 32,200 = 3,800; 27 + 2.5% × 1,104 = 54.60; ÷ 12 = 4.55
    [
      'monthly $3,000, spouse not employed',
      'monthly',
      3_000_00,
      'married_spouse_not_employed',
      5_00,
    ],
  ])(
    'every pay frequency (by hand from the formula): %s',
    (_, payFrequency, grossCents, filingStatus, cents) => {
      expect(withhold({ filingStatus }, { grossCents, payFrequency })).toBe(cents);
    },
  );

  it('top line: weekly $5,000, married filing separately → $217', () => {
    // 260,000 − 16,100 = 243,900; 263 + 4.7% × 234,464 = 11,282.808; ÷ 52 = 216.98
    const fields = { filingStatus: 'married_separately' };
    expect(withhold(fields, { grossCents: 5_000_00, payFrequency: 'weekly' })).toBe(217_00);
  });

  it('zero wages and the exempt certificate withhold nothing', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate(
      { exempt: true, additionalWithholdingCents: 5_00 },
      { grossCents: 2_000_00 },
    );
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
  });

  it('line 2 is added; a line 3 reduced amount replaces the formula', () => {
    // biweekly $2,000 single: 35,900 → 1,506.808 ÷ 26 = 57.95 → $58, + 2.50
    expect(withhold({ additionalWithholdingCents: 2_50 }, { grossCents: 2_000_00 })).toBe(60_50);
    expect(withhold({ fixedWithholdingCents: 30_00 }, { grossCents: 2_000_00 })).toBe(30_00);
  });

  describe('Kansas City and St. Louis earnings taxes (1%)', () => {
    const locals = (fields: Record<string, unknown>) =>
      calculate(fields, { grossCents: 2_000_00 }).localIncomeTaxes;

    it('a resident owes on all wages, whatever the work city', () => {
      expect(locals({ residence: 'kansas_city' })).toMatchObject([
        { localId: 'MO-KANSAS-CITY', localName: 'Kansas City', taxCents: 20_00 },
      ]);
      const [line] = locals({ residence: 'st_louis' });
      expect(line?.explanation).toMatchObject({
        method: 'flatRate',
        steps: [
          { input: 'taxableWages', cents: 2_000_00 },
          { input: 'residentRate', percent: '1' },
        ],
      });
    });

    it('a nonresident owes on wages earned in the city; elsewhere owes none', () => {
      expect(locals({ workCity: 'st_louis' })).toMatchObject([
        {
          localId: 'MO-ST-LOUIS',
          localName: 'St. Louis',
          taxCents: 20_00,
          explanation: {
            steps: expect.arrayContaining([{ input: 'nonresidentRate', percent: '1' }]),
          },
        },
      ]);
      expect(locals({})).toEqual([]);
      expect(locals({ residence: 'elsewhere', workCity: 'elsewhere' })).toEqual([]);
    });

    it('a Kansas City resident working in St. Louis has both lines; state exemption leaves them', () => {
      const fields = { residence: 'kansas_city', workCity: 'st_louis', exempt: true };
      expect(locals(fields).map((local) => [local.localId, local.taxCents])).toEqual([
        ['MO-KANSAS-CITY', 20_00],
        ['MO-ST-LOUIS', 20_00],
      ]);
    });
  });

  it('end to end: a bonus paid alone is withheld at 4.7%, with the city’s 1% beside it', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'MO', workCity: 'kansas_city' },
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(47_00 + 10_00);
    const local = result.lines.find((line) => line.kind === 'localIncomeTax');
    expect(local).toMatchObject({
      amountCents: 10_00,
      jurisdiction: {
        level: 'local',
        state: 'MO',
        localId: 'MO-KANSAS-CITY',
        localName: 'Kansas City',
      },
    });
    const together = calculatePaycheck(
      paycheckInput({
        state: { code: 'MO' },
        earnings: [
          { kind: 'salary', amountCents: 1_500_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // aggregated: as biweekly $2,000 single → $58
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(58_00);
  });

  it('names the MO W-4 field at fault', () => {
    expect(() => missouri.prepare({ workCity: 'springfield' })).toThrow(
      expect.objectContaining({ field: 'state.workCity' }),
    );
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PayFrequency>('weekly', 'biweekly', 'semimonthly', 'monthly');
    const status = fc.constantFrom(
      'single',
      'married_spouse_employed',
      'married_spouse_not_employed',
      'married_separately',
      'head_of_household',
    );
    const wages = fc.integer({ min: 0, max: 5_000_000 });

    it('withholds whole dollars, never negative, nothing up to the deduction and the 0% line', () => {
      fc.assert(
        fc.property(status, frequency, wages, (filingStatus, payFrequency, grossCents) => {
          const cents = withhold({ filingStatus }, { grossCents, payFrequency });
          expect(cents % 100).toBe(0);
          expect(cents).toBeGreaterThanOrEqual(0);
        }),
        RUNS,
      );
      // single: (16,100 + 1,348) ÷ 12 = 1,454 a month
      expect(withhold({}, { grossCents: 1_454_00, payFrequency: 'monthly' })).toBe(0);
    });

    it('never withholds less on higher wages, but for a dollar where a printed base falls', () => {
      // The printed bases 101 and 148 sit below the running sums 101.44 and 148.18.
      fc.assert(
        fc.property(status, frequency, wages, wages, (filingStatus, payFrequency, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(
            withhold({ filingStatus }, { grossCents: high, payFrequency }),
          ).toBeGreaterThanOrEqual(
            withhold({ filingStatus }, { grossCents: low, payFrequency }) - 100,
          );
        }),
        RUNS,
      );
    });
  });
});
