import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import type { PayFrequency } from '../../src/pay-frequency';
import { montana } from '../../src/states/montana';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  montana.prepare(fields).calculate(stateContext(options));
const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

// Montana Employer and Information Agent Guide with Withholding Tax Tables – 2026 (V4 Nov 2025):
// W = A + B × (G − C), rounded to the nearest dollar as the guide's examples do.
describe('Montana (Employer and Information Agent Guide – 2026)', () => {
  it.each<[string, PayFrequency, number, Record<string, unknown>, number]>([
    // 86 + 5.65% × (2,950 − 2,446) = 114.476
    ['biweekly $2,950, single → $114', 'biweekly', 2_950_00, {}, 114_00],
    // 4.70% × (475 − 310) = 7.755
    ['weekly $475, single → $8', 'weekly', 475_00, {}, 8_00],
    // 4.70% × (1,375 − 1,342) = 1.551
    [
      'semimonthly $1,375, married filing jointly → $2',
      'semimonthly',
      1_375_00,
      { filingStatus: 'married_jointly' },
      2_00,
    ],
    // 4.70% × (1,375 − 1,006) = 17.343
    [
      'semimonthly $1,375, head of household → $17',
      'semimonthly',
      1_375_00,
      { filingStatus: 'head_of_household' },
      17_00,
    ],
  ])('guide example: %s', (_, payFrequency, grossCents, fields, cents) => {
    expect(withhold(fields, { grossCents, payFrequency })).toBe(cents);
  });

  it('explains the biweekly example: the per-period 5.65% line from $2,446, to the dollar', () => {
    const calc = calculate({}, { grossCents: 2_950_00, payFrequency: 'biweekly' });
    expect(calc.incomeTaxExplanation).toMatchObject({
      method: 'periodPercentage',
      bracket: { overCents: 2_446_00, baseCents: 86_00, percent: '5.65', annual: false },
      rounding: 'dollarHalfUp',
      publication: expect.stringContaining('2026'),
      steps: expect.arrayContaining([{ input: 'periodTax', cents: 114_00 }]),
    });
  });

  it.each<[string, PayFrequency, number, Record<string, unknown>, number]>([
    // 4.70% × (2,000 − 1,238) = 35.814
    [
      'biweekly $2,000, married filing jointly',
      'biweekly',
      2_000_00,
      { filingStatus: 'married_jointly' },
      36_00,
    ],
    // 4.70% × (1,375 − 671) = 33.088
    ['semimonthly $1,375, single', 'semimonthly', 1_375_00, {}, 33_00],
    // line 2 takes the single table: as above
    [
      'semimonthly $1,375, joint with line 2 ticked',
      'semimonthly',
      1_375_00,
      { filingStatus: 'married_jointly', multipleJobs: true },
      33_00,
    ],
    // 4.70% × (6,000 − 2,683) = 155.899
    [
      'monthly $6,000, married filing jointly',
      'monthly',
      6_000_00,
      { filingStatus: 'married_jointly' },
      156_00,
    ],
  ])(
    'every pay frequency (by hand from the tables): %s',
    (_, payFrequency, grossCents, fields, cents) => {
      expect(withhold(fields, { grossCents, payFrequency })).toBe(cents);
    },
  );

  it('top line, each schedule', () => {
    // 187 + 5.65% × (6,000 − 5,300) = 226.55
    expect(withhold({}, { grossCents: 6_000_00, payFrequency: 'monthly' })).toBe(227_00);
    // 86 + 5.65% × (3,000 − 2,446) = 117.301
    const joint = { filingStatus: 'married_jointly' };
    expect(withhold(joint, { grossCents: 3_000_00, payFrequency: 'weekly' })).toBe(117_00);
    // 140 + 5.65% × (5,000 − 3,975) = 197.9125
    const head = { filingStatus: 'head_of_household' };
    expect(withhold(head, { grossCents: 5_000_00, payFrequency: 'semimonthly' })).toBe(198_00);
  });

  it('zero wages, line 5 exempt and North Dakota residents (reciprocity) withhold nothing', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    for (const fields of [{ exempt: true }, { reciprocalNonresident: true }]) {
      const calc = calculate(
        { ...fields, additionalWithholdingCents: 5_00 },
        { grossCents: 2_950_00 },
      );
      expect(calc.incomeTaxCents).toBe(0);
      expect(calc.incomeTaxExplanation?.method).toBe('exempt');
    }
  });

  it('line 3 is added to the rounded amount; line 4 replaces the formula', () => {
    expect(withhold({ additionalWithholdingCents: 5_25 }, { grossCents: 2_950_00 })).toBe(119_25);
    expect(withhold({ fixedWithholdingCents: 50_00 }, { grossCents: 2_950_00 })).toBe(50_00);
  });

  it('end to end: a bonus is withheld on as the period’s wages (no separate Montana rate)', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'MT' },
        earnings: [{ kind: 'bonus', amountCents: 1_000_00 }],
      }),
    );
    // biweekly single: 4.70% × (1,000 − 619) = 17.907
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(18_00);
    expect(result.lines.find((line) => line.code === 'stateIncomeTax')?.explanation).toMatchObject({
      method: 'periodPercentage',
    });
  });

  it('names the MW-4 field at fault', () => {
    expect(() => montana.prepare({ filingStatus: 'married' })).toThrow(
      expect.objectContaining({ field: 'state.filingStatus' }),
    );
  });

  describe('properties', () => {
    const zeroBand: Record<string, Record<PayFrequency, number>> = {
      single: { weekly: 310, biweekly: 619, semimonthly: 671, monthly: 1_342 },
      married_jointly: { weekly: 619, biweekly: 1_238, semimonthly: 1_342, monthly: 2_683 },
      head_of_household: { weekly: 464, biweekly: 929, semimonthly: 1_006, monthly: 2_013 },
    };
    withholdingProperties({
      module: montana,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married_jointly', 'head_of_household'),
          multipleJobs: fc.boolean(),
        }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) => {
        const schedule = fields.multipleJobs === true ? 'single' : String(fields.filingStatus);
        return (zeroBand[schedule]?.[frequency] ?? 0) * 100;
      },
    });
  });
});
