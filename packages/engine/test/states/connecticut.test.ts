import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import {
  connecticut,
  connecticutCreditHundredths,
  connecticutExemptionCents,
} from '../../src/states/connecticut';
import { CONNECTICUT_TABLES } from '../../src/states/data/connecticut-tables';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const calculate = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  connecticut.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Parameters<typeof stateContext>[0]) =>
  calculate(fields, options).incomeTaxCents;

describe('Connecticut (TPG-211 calculation rules, Tables A–E)', () => {
  // Circular CT IP 2026(1) Examples 8–10 print wage-bracket table amounts: $17.65, $39.97 and
  // $78.82. TPG-211 lets an employer use either method; Paydesk uses the calculation rules, which
  // give the amounts below for the same facts.
  it('Circular CT Example 8 facts: weekly $700, code F → $17.79 (table prints $17.65)', () => {
    // 36,400 a year; Table A: 15,000 − 7 × 1,000 (6,400 over 30,000, or part) = 8,000 → 28,400.
    // Table B: 200 + 4.5% × 18,400 = 1,028; Tables C, D: 0; Table E: .10 → 925.20 ÷ 52 = 17.79.
    expect(withhold({ withholdingCode: 'F' }, { grossCents: 700_00, payFrequency: 'weekly' })).toBe(
      17_79,
    );
  });

  it('Circular CT Example 9 facts: weekly $1,000, code A → $40.24 (table prints $39.97)', () => {
    // 52,000; Table A: 0; Table B: 2,000 + 5.5% × 2,000 = 2,110; Table C: 25 (over 50,250);
    // Table E: .02 → 2,135 × .98 = 2,092.30 ÷ 52 = 40.2365 → 40.24.
    expect(
      withhold({ withholdingCode: 'A' }, { grossCents: 1_000_00, payFrequency: 'weekly' }),
    ).toBe(40_24);
  });

  it('Circular CT Example 10 facts: biweekly $2,300, code B → $79.30 (table prints $78.82)', () => {
    // 59,800; Table A: 0; Table B: 320 + 4.5% × 43,800 = 2,291; Table E: .10 → 2,061.90 ÷ 26.
    expect(withhold({ withholdingCode: 'B' }, { grossCents: 2_300_00 })).toBe(79_30);
  });

  it('semimonthly $2,500, code C → $62.25', () => {
    // 60,000; Table A: 24,000 − 12 × 1,000 = 12,000 → 48,000; Table B: 400 + 4.5% × 28,000 =
    // 1,660; Table C: 0 (not over 100,500); Table E: .10 → 1,494 ÷ 24 = 62.25.
    expect(
      withhold({ withholdingCode: 'C' }, { grossCents: 2_500_00, payFrequency: 'semimonthly' }),
    ).toBe(62_25);
  });

  it('monthly $5,000, code A → $220.83', () => {
    // 60,000; Table B: 2,000 + 5.5% × 10,000 = 2,550; Table C: 100 (57,750 < 60,000 ≤ 60,250);
    // Table E: 0 → 2,650 ÷ 12 = 220.8333 → 220.83.
    expect(
      withhold({ withholdingCode: 'A' }, { grossCents: 5_000_00, payFrequency: 'monthly' }),
    ).toBe(220_83);
  });

  it('Table D recapture: monthly $12,500 and $15,000, code F', () => {
    // 150,000: Table B 4,750 + 6% × 50,000 = 7,750; C 250; D 9 × 25 = 225 (45,000 over
    // 105,000) → 8,225 ÷ 12 = 685.4167 → 685.42.
    expect(
      withhold({ withholdingCode: 'F' }, { grossCents: 12_500_00, payFrequency: 'monthly' }),
    ).toBe(685_42);
    // 180,000: Table B 4,750 + 6% × 80,000 = 9,550; C 250; D 250 (capped) → 10,050 ÷ 12 = 837.50.
    expect(
      withhold({ withholdingCode: 'F' }, { grossCents: 15_000_00, payFrequency: 'monthly' }),
    ).toBe(837_50);
  });

  it('top bracket: weekly $20,000, code F → $1,397.04', () => {
    // 1,040,000: Table B 31,250 + 6.99% × 540,000 = 68,996; C 250; D 3,400 (over 540,000);
    // E 0 → 72,646 ÷ 52 = 1,397.0385 → 1,397.04.
    expect(
      withhold({ withholdingCode: 'F' }, { grossCents: 20_000_00, payFrequency: 'weekly' }),
    ).toBe(1_397_04);
  });

  it('code D: no exemption and no credit; weekly $1,000 → $41.06', () => {
    // 52,000: Table B 2,110 + Table C 25 = 2,135 ÷ 52 = 41.0577 → 41.06.
    expect(
      withhold({ withholdingCode: 'D' }, { grossCents: 1_000_00, payFrequency: 'weekly' }),
    ).toBe(41_06);
  });

  it('no CT-W4 on file: a flat 6.99% without exemption (Circular CT), not code D', () => {
    const result = calculate({}, { grossCents: 1_000_00, payFrequency: 'weekly' });
    expect(result.incomeTaxCents).toBe(69_90);
    expect(result.incomeTaxExplanation).toMatchObject({
      method: 'flatRate',
      steps: expect.arrayContaining([{ input: 'rate', percent: '6.99' }]),
    });
  });

  it('code E withholds nothing; zero wages withhold nothing', () => {
    const exempt = calculate({ withholdingCode: 'E' }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    expect(withhold({ withholdingCode: 'F' }, { grossCents: 0 })).toBe(0);
    expect(withhold({}, { grossCents: 0 })).toBe(0);
  });

  it('line 2 adds, line 3 reduces, never below zero', () => {
    const weekly = { grossCents: 1_000_00, payFrequency: 'weekly' } as const;
    expect(withhold({ withholdingCode: 'A', additionalWithholdingCents: 10_00 }, weekly)).toBe(
      50_24,
    );
    expect(withhold({ withholdingCode: 'A', reducedWithholdingCents: 15_00 }, weekly)).toBe(25_24);
    expect(withhold({ withholdingCode: 'A', reducedWithholdingCents: 50_00 }, weekly)).toBe(0);
  });

  it('reads Table A by "$1,000 or part" and Table E by "more than … not more than"', () => {
    const { A, F } = CONNECTICUT_TABLES;
    expect(connecticutExemptionCents(A, 24_000_00)).toBe(12_000_00);
    expect(connecticutExemptionCents(A, 24_000_01)).toBe(11_000_00);
    expect(connecticutExemptionCents(A, 25_000_00)).toBe(11_000_00);
    expect(connecticutExemptionCents(A, 40_000_00)).toBe(0);
    expect(connecticutCreditHundredths(F, 18_800_00)).toBe(75);
    expect(connecticutCreditHundredths(F, 18_800_01)).toBe(70);
    expect(connecticutCreditHundredths(F, 64_500_00)).toBe(1);
    expect(connecticutCreditHundredths(F, 64_500_01)).toBe(0);
  });

  it('explains the table row, the exemption and the credit', () => {
    const explanation = calculate(
      { withholdingCode: 'F' },
      { grossCents: 700_00, payFrequency: 'weekly' },
    ).incomeTaxExplanation;
    expect(explanation).toMatchObject({
      method: 'annualizedPercentage',
      bracket: { overCents: 10_000_00, baseCents: 200_00, percent: '4.5', annual: true },
      publication: expect.stringContaining('TPG-211'),
    });
    expect(explanation?.steps).toEqual(
      expect.arrayContaining([
        { input: 'annualWages', cents: 36_400_00 },
        { input: 'personalExemption', cents: 8_000_00 },
        { input: 'annualTaxableWages', cents: 28_400_00 },
        { input: 'annualTax', cents: 1_028_00 },
        { input: 'taxCredit', cents: 102_80 },
        { input: 'periodTax', cents: 17_79 },
      ]),
    );
  });

  it('end to end: biweekly $2,000 salary + $1,000 bonus, code F → $140.96', () => {
    // The bonus is withheld on with the salary: 78,000; Table B 2,000 + 5.5% × 28,000 = 3,540;
    // Table C 125 (76,500 < 78,000 ≤ 81,500); Table E 0 → 3,665 ÷ 26 = 140.9615 → 140.96.
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'CT', withholdingCode: 'F' },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 1_000_00 },
        ],
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(140_96);
    expect(result.taxableWages.stateIncomeTaxCents).toBe(3_000_00);
  });

  it('names the CT-W4 field at fault', () => {
    expect(() => connecticut.prepare({ withholdingCode: 'G' })).toThrow(
      expect.objectContaining({ field: 'state.withholdingCode' }),
    );
  });

  describe('properties', () => {
    const exemption = { A: 12_000_00, B: 19_000_00, C: 24_000_00, F: 15_000_00 };
    withholdingProperties({
      module: connecticut,
      setup: fc.record({
        fields: fc.record({ withholdingCode: fc.constantFrom('A', 'B', 'C', 'D', 'F') }),
      }),
      maxWagesCents: 50_000_00,
    });
    withholdingProperties({
      module: connecticut,
      setup: fc.record({
        fields: fc.record({ withholdingCode: fc.constantFrom('A', 'B', 'C', 'F') }),
      }),
      zeroAtOrBelow: ({ fields }, frequency) =>
        Math.floor(
          exemption[fields.withholdingCode as keyof typeof exemption] / periodsPerYear(frequency),
        ),
    });
  });
});
