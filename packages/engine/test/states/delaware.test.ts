import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { delaware } from '../../src/states/delaware';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

type Options = Parameters<typeof stateContext>[0];

const calculate = (fields: Record<string, unknown>, options: Options) =>
  delaware.prepare(fields).calculate(stateContext(options));

const withhold = (fields: Record<string, unknown>, options: Options) =>
  calculate(fields, options).incomeTaxCents;

describe('Delaware (Employer’s Guide §§15–17, table effective January 1, 2025)', () => {
  it('Guide §17 example: $25,000 a year, single, 1 exemption → $722 a year, every frequency', () => {
    // 25,000 − 3,250 = 21,750 → 741 + 5.2% × 1,750 = 832 − 110 = 722 (the per-period wages
    // annualize to within cents of 25,000 and give the same 722.00)
    const fields = { filingStatus: 'single', exemptions: 1 };
    const weekly = calculate(fields, { grossCents: 480_77, payFrequency: 'weekly' });
    expect(weekly.incomeTaxCents).toBe(13_88);
    expect(weekly.incomeTaxExplanation).toMatchObject({
      method: 'annualizedPercentage',
      steps: expect.arrayContaining([
        { input: 'standardDeduction', cents: 3_250_00 },
        { input: 'taxCredit', cents: 110_00 },
        { input: 'annualTax', cents: 722_00 },
      ]),
      bracket: { overCents: 20_000_00, baseCents: 741_00, percent: '5.2', annual: true },
      publication:
        'Employer’s Guide §§15–17, Tax Computation Table effective January 1, 2025 (Delaware Division of Revenue)',
    });
    expect(withhold(fields, { grossCents: 961_54, payFrequency: 'biweekly' })).toBe(27_77);
    expect(withhold(fields, { grossCents: 1_041_67, payFrequency: 'semimonthly' })).toBe(30_08);
    expect(withhold(fields, { grossCents: 2_083_33, payFrequency: 'monthly' })).toBe(60_17);
  });

  it('Guide §17 examples: married jointly 3 → $339, married separately 2 → $612 a year', () => {
    const monthly = { grossCents: 2_083_33, payFrequency: 'monthly' } as const;
    // 25,000 − 6,500 = 18,500 → 261 + 4.8% × 8,500 = 669 − 330 = 339 ÷ 12 = 28.25
    expect(withhold({ filingStatus: 'married_jointly', exemptions: 3 }, monthly)).toBe(28_25);
    // 832 − 220 = 612 ÷ 12 = 51.00
    expect(withhold({ filingStatus: 'married_separately', exemptions: 2 }, monthly)).toBe(51_00);
  });

  it('Guide §16 example: a nonresident, weekly $1,000, 2 of 5 days in Delaware → $17.84', () => {
    // 52,000 − 3,250 = 48,750 → 1,001 + 5.55% × 23,750 = 2,319.13 ÷ 52 = 44.60 × 40% = 17.84
    expect(
      withhold({ delawareWorkPercent: 40 }, { grossCents: 1_000_00, payFrequency: 'weekly' }),
    ).toBe(17_84);
  });

  it('top bracket: monthly $10,000, single → $557.42', () => {
    // 120,000 − 3,250 = 116,750 → 2,943.50 + 6.6% × 56,750 = 6,689 ÷ 12 = 557.42
    expect(withhold({}, { grossCents: 10_000_00, payFrequency: 'monthly' })).toBe(557_42);
  });

  it('zero wages withhold nothing; an exempt certificate exempts; the extra amount is added', () => {
    expect(withhold({}, { grossCents: 0 })).toBe(0);
    const exempt = calculate({ exempt: true }, { grossCents: 2_000_00 });
    expect(exempt.incomeTaxCents).toBe(0);
    expect(exempt.incomeTaxExplanation?.method).toBe('exempt');
    // biweekly 2,500: 65,000 − 3,250 = 61,750 → 2,943.50 + 6.6% × 1,750 = 3,059 ÷ 26 = 117.65,
    // + 7.00
    expect(withhold({ additionalWithholdingCents: 7_00 }, { grossCents: 2_500_00 })).toBe(124_65);
  });

  it('Wilmington: a resident pays 1.25% on wages before 401(k), on its own line', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'DE', wilmington: 'resident' },
        deductions: [{ kind: '401k', amountCents: 100_00 }],
      }),
    );
    // State on 1,900: 49,400 − 3,250 = 46,150 → 1,001 + 5.55% × 21,150 = 2,174.83 ÷ 26 = 83.65;
    // city 1.25% × 2,000 = 25.00
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(83_65 + 25_00);
    const city = result.lines.find((line) => line.kind === 'localIncomeTax');
    expect(city).toMatchObject({
      amountCents: 25_00,
      jurisdiction: {
        level: 'local',
        state: 'DE',
        localId: 'DE-WILMINGTON',
        localName: 'City of Wilmington',
      },
      explanation: {
        method: 'flatRate',
        steps: [
          { input: 'taxableWages', cents: 2_000_00 },
          { input: 'residentRate', percent: '1.25' },
        ],
      },
    });
  });

  it('Wilmington: a nonresident working in the city; none for others; a state exemption leaves it', () => {
    const locals = (fields: Record<string, unknown>) =>
      calculate(fields, { grossCents: 2_000_00 }).localIncomeTaxes;
    expect(locals({ wilmington: 'nonresident_working_in_city' })).toMatchObject([
      { localId: 'DE-WILMINGTON', taxCents: 25_00 },
    ]);
    expect(locals({})).toEqual([]);
    expect(delaware.locals).toEqual([
      { localId: 'DE-WILMINGTON', name: 'City of Wilmington', source: 'table' },
    ]);
    expect(locals({ wilmington: 'resident', exempt: true })).toMatchObject([{ taxCents: 25_00 }]);
  });

  it('end to end: a bonus is withheld on with the salary, for the state and the city', () => {
    const result = calculatePaycheck(
      paycheckInput({
        state: { code: 'DE', wilmington: 'resident' },
        earnings: [
          { kind: 'salary', amountCents: 2_000_00 },
          { kind: 'bonus', amountCents: 500_00 },
        ],
      }),
    );
    // State on 2,500: 117.65 (above); city 1.25% × 2,500 = 31.25
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(117_65 + 31_25);
  });

  it('names the certificate field at fault', () => {
    expect(() => delaware.prepare({ delawareWorkPercent: 120 })).toThrow(
      expect.objectContaining({ field: 'state.delawareWorkPercent' }),
    );
    expect(() => delaware.prepare({ wilmington: 'yes' })).toThrow(
      expect.objectContaining({ field: 'state.wilmington' }),
    );
  });

  describe('properties', () => {
    withholdingProperties({
      module: delaware,
      setup: fc.record({
        fields: fc.record({
          filingStatus: fc.constantFrom('single', 'married_jointly', 'married_separately'),
          exemptions: fc.integer({ min: 0, max: 6 }),
          delawareWorkPercent: fc.integer({ min: 0, max: 100 }),
        }),
      }),
    });
  });
});
