import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { colorado } from '../../src/states/colorado';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const W4_2020 = {
  w4Version: '2020',
  multipleJobs: false,
  dependentsCents: 0,
  otherIncomeCents: 0,
  deductionsCents: 0,
  extraWithholdingCents: 0,
  exempt: false,
} as const;
const single = { ...W4_2020, filingStatus: 'single' } as const;
const marriedJointly = { ...W4_2020, filingStatus: 'married_jointly' } as const;

const weekly1000 = (federal: typeof single | typeof marriedJointly = single) =>
  stateContext({ grossCents: 100_000, payFrequency: 'weekly', federal });
const withhold = (fields: Record<string, unknown>, context = weekly1000()) =>
  colorado.prepare(fields).calculate(context).incomeTaxCents;

describe('Colorado (DR 1098 worksheet, 4.40%)', () => {
  for (const [name, fields, context, expected] of [
    // 52,000 − 5,500 = 46,500 × 4.40% = 2,046 ÷ 52 = 39.3461 → 39.35
    ['weekly $1,000, federal W-4 single, no DR 0004 → $39.35', {}, weekly1000(), 3_935],
    // 52,000 − 11,000 = 41,000 × 4.40% = 1,804 ÷ 52 = 34.6923 → 34.69
    ['weekly $1,000, federal W-4 married jointly → $34.69', {}, weekly1000(marriedJointly), 3_469],
    // 52,000 × 4.40% ÷ 52 = 44.00
    [
      'weekly $1,000, DR 0004 line 2 = 0 → $44.00',
      { annualAllowanceCents: 0 },
      weekly1000(),
      4_400,
    ],
    [
      'weekly $1,000, single, + $25 DR 0004 line 3 → $64.35',
      { additionalWithholdingCents: 2_500 },
      weekly1000(),
      6_435,
    ],
  ] as const) {
    it(`DR 1098 (2026): ${name}`, () => {
      expect(withhold(fields, context)).toBe(expected);
    });
  }

  it('DR 1098 (2026): daily $1,000 on the 260-day basis → $43.07', () => {
    // 260,000 − 5,500 = 254,500 × 4.40% = 11,198 ÷ 260 = 43.0692 → 43.07
    expect(withhold({}, { ...weekly1000(), periodsPerYear: 260 })).toBe(4_307);
  });

  it('a federal W-4 exemption holds only while no DR 0004 is on file', () => {
    const exempt = stateContext({
      grossCents: 100_000,
      payFrequency: 'weekly',
      federal: { ...single, exempt: true },
    });
    expect(withhold({}, exempt)).toBe(0);
    expect(withhold({ annualAllowanceCents: 5_500_00 }, exempt)).toBe(3_935);
  });

  it('FAMLI: 0.44% employee and 0.44% employer', () => {
    const [famli] = colorado
      .prepare({})
      .calculate(stateContext({ grossCents: 500_000 })).programmes;
    // CDLE employer brief: $5,000 × 0.44% = $22.00 each way
    expect(famli).toMatchObject({ code: 'CO_FAMLI', employeeCents: 2_200, employerCents: 2_200 });
  });

  it('FAMLI: the paycheck crossing the $184,500 cap is charged only on the part below it', () => {
    const [famli] = colorado
      .prepare({})
      .calculate(stateContext({ grossCents: 400_000, ytdCents: 18_400_000 })).programmes;
    // 500 below the cap × 0.44% = 2.20 each side
    expect(famli).toMatchObject({
      taxableWagesCents: 50_000,
      employeeCents: 220,
      employerCents: 220,
    });
    const [after] = colorado
      .prepare({})
      .calculate(stateContext({ grossCents: 400_000, ytdCents: 18_450_000 })).programmes;
    expect(after).toMatchObject({ employeeCents: 0, employerCents: 0 });
  });

  it('end to end: biweekly $2,000, single, no DR 0004 → $78.69, FAMLI on both sides', () => {
    // 52,000 − 5,500 = 46,500 × 4.40% = 2,046 ÷ 26 = 78.6923 → 78.69
    const result = calculatePaycheck(paycheckInput({ state: { code: 'CO' } }));
    expect(result.employeeTaxes).toMatchObject({ stateIncomeTaxCents: 7_869, otherCents: 880 });
    expect(result.employerTaxes.otherCents).toBe(880);
    expect(result.lines).toEqual(
      expect.arrayContaining([
        {
          code: 'CO_FAMLI',
          kind: 'stateProgramme',
          label: 'Colorado family and medical leave (FAMLI)',
          amountCents: 880,
          side: 'employeeTax',
          jurisdiction: { level: 'state', state: 'CO' },
          explanation: {
            method: 'wageBaseRate',
            steps: [
              { input: 'taxableWages', cents: 200_000 },
              { input: 'yearToDateWages', cents: 0 },
              { input: 'wageBase', cents: 18_450_000 },
              { input: 'rate', percent: '0.44' },
            ],
            rounding: 'centHalfUp',
            publication: 'CDLE FAMLI premium rate, FY 2025-26 plan',
          },
        },
        {
          code: 'CO_FAMLI',
          kind: 'stateProgramme',
          label: 'Colorado family and medical leave (FAMLI)',
          amountCents: 880,
          side: 'employerTax',
          jurisdiction: { level: 'state', state: 'CO' },
          explanation: {
            method: 'wageBaseRate',
            steps: [
              { input: 'taxableWages', cents: 200_000 },
              { input: 'yearToDateWages', cents: 0 },
              { input: 'wageBase', cents: 18_450_000 },
              { input: 'rate', percent: '0.44' },
            ],
            rounding: 'centHalfUp',
            publication: 'CDLE FAMLI premium rate, FY 2025-26 plan',
          },
        },
      ]),
    );
    const stateLine = result.lines.find((line) => line.code === 'stateIncomeTax');
    expect(stateLine?.explanation).toEqual({
      method: 'annualizedPercentage',
      steps: [
        { input: 'taxableWages', cents: 200_000 },
        { input: 'periodsPerYear', count: 26 },
        { input: 'annualWages', cents: 5_200_000 },
        { input: 'allowanceAmount', cents: 550_000 },
        { input: 'annualTaxableWages', cents: 4_650_000 },
        { input: 'rate', percent: '4.4' },
      ],
      rounding: 'centHalfUp',
      publication: 'DR 1098 (2026), Colorado Department of Revenue',
    });
  });

  it('names the DR 0004 field at fault', () => {
    expect(() => colorado.prepare({ allowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('DR 0004 fields are: annualAllowanceCents'),
      }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: colorado,
      setup: fc.record({
        fields: fc.oneof(
          fc.constant({}),
          fc.record({ annualAllowanceCents: fc.integer({ min: 0, max: 5_000_000 }) }),
        ),
        context: fc.record({ federal: fc.constantFrom(single, marriedJointly) }),
      }),
      zeroAtOrBelow: ({ fields, context }, frequency) => {
        const given = fields.annualAllowanceCents;
        const allowance =
          typeof given === 'number'
            ? given
            : context?.federal?.filingStatus === 'married_jointly'
              ? 11_000_00
              : 5_500_00;
        return Math.floor(allowance / periodsPerYear(frequency));
      },
    });
  });
});
