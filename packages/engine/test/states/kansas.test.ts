import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { KANSAS_2026, kansas, kansasAllowanceCents } from '../../src/states/kansas';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { largestStepDown } from '../support/table-steps';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  kansas.prepare(fields).calculate(stateContext(options));
const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Kansas (KW-100 Rev. 7-24, percentage-method tables from 1 July 2024)', () => {
  it('KW-100 example (Esmeralda): semimonthly $2,000, joint, 3 allowances → $41.44', () => {
    // allowances 763.33 + 96.67 = 860; 2,000 − 860 = 1,140; 5.2% × (1,140 − 343) = 41.444
    const fields = { filingStatus: 'married_jointly', allowances: 3 };
    expect(withhold(fields, { grossCents: 200_000, payFrequency: 'semimonthly' })).toBe(41_44);
  });

  it('explains the example: per-period table, the married 5.2% line over $343', () => {
    const fields = { filingStatus: 'married_jointly', allowances: 3 };
    const calc = calculate(fields, { grossCents: 200_000, payFrequency: 'semimonthly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 343_00, baseCents: 0, percent: '5.2', annual: false },
      rounding: 'centHalfUp',
      publication: expect.stringContaining('KW-100'),
    });
    expect(calc.incomeTaxExplanation?.steps).toContainEqual({
      input: 'exemptionAmount',
      cents: 860_00,
    });
  });

  it.each<[string, PayFrequency, number, Record<string, unknown>, number]>([
    // 800 − 176.15 = 623.85 over 512: 23.00 + 5.58% × 111.85 = 29.2412
    ['weekly $800, single 1', 'weekly', 80_000, { allowances: 1 }, 29_24],
    // 1,000 − 352.31 = 647.69; 5.2% × (647.69 − 139) = 26.4519
    ['biweekly $1,000, single 1', 'biweekly', 100_000, { allowances: 1 }, 26_45],
    // 1,500 − 763.33 = 736.67; 5.2% × (736.67 − 343) = 20.4708
    [
      'semimonthly $1,500, joint 2',
      'semimonthly',
      150_000,
      { filingStatus: 'married_jointly', allowances: 2 },
      20_47,
    ],
    // 6,000 − (1,526.67 + 2 × 193.33) = 4,086.67; 5.2% × (4,086.67 − 687) = 176.7828
    [
      'monthly $6,000, joint 4',
      'monthly',
      600_000,
      { filingStatus: 'married_jointly', allowances: 4 },
      176_78,
    ],
  ])(
    'every pay frequency (by hand from the tables): %s',
    (_, payFrequency, grossCents, fields, cents) => {
      expect(withhold(fields, { grossCents, payFrequency })).toBe(cents);
    },
  );

  it('joint with one allowance takes the single exemption on the married table', () => {
    // 700 − 176.15 = 523.85; married weekly 5.2% × (523.85 − 158) = 19.0242
    const fields = { filingStatus: 'married_jointly', allowances: 1 };
    expect(withhold(fields, { grossCents: 70_000, payFrequency: 'weekly' })).toBe(19_02);
  });

  it('top line: weekly $2,000 single, no K-4 → 23.00 + 5.58% × 1,488 = $106.03', () => {
    expect(withhold({}, { grossCents: 200_000, payFrequency: 'weekly' })).toBe(106_03);
    // monthly $10,000 joint 2: 10,000 − 1,526.67 = 8,473.33; 199.33 + 5.58% × 3,953.33 = 419.9258
    const joint = { filingStatus: 'married_jointly', allowances: 2 };
    expect(withhold(joint, { grossCents: 1_000_000, payFrequency: 'monthly' })).toBe(419_93);
  });

  it('zero wages and wages under the first line withhold nothing', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    expect(withhold({}, { grossCents: 139_00 })).toBe(0);
    expect(withhold({ allowances: 1 }, { grossCents: 491_31 })).toBe(0);
  });

  it('exempt withholds nothing, not even the additional amount; line 5 is added otherwise', () => {
    const exempt = calculate(
      { exempt: true, additionalWithholdingCents: 5_00 },
      { grossCents: 200_000 },
    );
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // biweekly $2,000 single 0: 46.00 + 5.58% × 977 = 100.5166 → 100.52, + 5.00
    expect(withhold({ additionalWithholdingCents: 5_00 }, { grossCents: 200_000 })).toBe(105_52);
  });

  it('end to end: a bonus paid alone is withheld at the flat 5%; with salary, aggregated', () => {
    const state = { code: 'KS', allowances: 1 };
    const alone = calculatePaycheck(
      paycheckInput({ state, earnings: [{ kind: 'bonus', amountCents: 100_000 }] }),
    );
    expect(alone.employeeTaxes.stateIncomeTaxCents).toBe(50_00);
    const stateLine = alone.lines.find((line) => line.code === 'stateIncomeTax');
    expect(stateLine?.explanation).toMatchObject({
      method: 'supplementalFlatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '5' }]),
    });
    const together = calculatePaycheck(
      paycheckInput({
        state: { code: 'KS' },
        earnings: [
          { kind: 'salary', amountCents: 200_000 },
          { kind: 'bonus', amountCents: 50_000 },
        ],
      }),
    );
    // 2,500 over 1,023: 46.00 + 5.58% × 1,477 = 128.4166
    expect(together.employeeTaxes.stateIncomeTaxCents).toBe(128_42);
  });

  it('names the K-4 field at fault', () => {
    expect(() => kansas.prepare({ filingStatus: 'married' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PayFrequency>('weekly', 'biweekly', 'semimonthly', 'monthly');
    const certificate = fc.record({
      filingStatus: fc.constantFrom('single', 'married_jointly'),
      allowances: fc.integer({ min: 0, max: 8 }),
    });
    const wages = fc.integer({ min: 0, max: 5_000_000 });

    it('withholds whole, non-negative cents, nothing up to the allowances and the 0% line', () => {
      fc.assert(
        fc.property(certificate, frequency, wages, (fields, payFrequency, grossCents) => {
          const cents = withhold(fields, { grossCents, payFrequency });
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          const period = KANSAS_2026.tables[payFrequency];
          const joint = fields.filingStatus === 'married_jointly';
          const zeroLine = (joint ? period.married : period.single)[1]?.fromCents ?? 0;
          const threshold = kansasAllowanceCents(period, joint, fields.allowances) + zeroLine;
          expect(
            withhold(fields, { grossCents: Math.min(grossCents, threshold), payFrequency }),
          ).toBe(0);
        }),
        RUNS,
      );
    });

    it('never withholds less on higher wages, but for the printed tables’ rounded bases', () => {
      fc.assert(
        fc.property(certificate, frequency, wages, wages, (fields, payFrequency, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const period = KANSAS_2026.tables[payFrequency];
          const brackets =
            fields.filingStatus === 'married_jointly' ? period.married : period.single;
          expect(withhold(fields, { grossCents: high, payFrequency })).toBeGreaterThanOrEqual(
            withhold(fields, { grossCents: low, payFrequency }) - largestStepDown(brackets, 'over'),
          );
        }),
        RUNS,
      );
    });
  });
});
