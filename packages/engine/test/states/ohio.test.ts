import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { bracketsOf, bracketTax } from '../../src/states/graduated';
import {
  ohio,
  ohioWithholding,
  OHIO_2026_AUGUST_2026_TABLES,
  OHIO_2026_OCTOBER_2025_TABLES,
} from '../../src/states/ohio';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const RUNS = { numRuns: Number(process.env.ENGINE_PROPERTY_RUNS ?? 200) };

describe('Ohio (optional computer formula, IT 4)', () => {
  // Ohio publishes no worked example; these are the reference's own check of its formula.
  it('biweekly $3,000, 1 exemption, Rev. 09/25 table → $76.78 (reference check, not published)', () => {
    // 3,000 × 26 − 650 = 77,350; 462.39 + 2.99% × 51,300 = 1,996.26 ÷ 26 = 76.7792 → 76.78
    expect(ohioWithholding(300_000, 1, 26, OHIO_2026_OCTOBER_2025_TABLES)).toBe(76_78);
  });

  it('the same on the Rev. 07/26 table → $75.03 (reference check, not published)', () => {
    // 416.80 + 2.99% × 51,300 = 1,950.67 ÷ 26 = 75.0258 → 75.03
    expect(ohioWithholding(300_000, 1, 26, OHIO_2026_AUGUST_2026_TABLES)).toBe(75_03);
  });

  it('agrees within a cent with the printed biweekly Rev. 09/25 table', () => {
    // Printed: to $1,001.92 1.775%; to $3,846.15 $17.78 + 2.99%; over, $102.82 + 3.64%.
    const printed = bracketsOf([
      [0, 0, '1.775'],
      [1_001_92, 17_78, '2.99'],
      [3_846_15, 102_82, '3.64'],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (wagesCents) => {
        const formula = ohioWithholding(wagesCents, 0, 26, OHIO_2026_OCTOBER_2025_TABLES);
        expect(Math.abs(formula - bracketTax(printed, wagesCents, 'over'))).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  describe('the August 2026 table change follows the period end, not the pay date', () => {
    const biweekly3000 = (payDate: string, endDate?: string) =>
      ohio.prepare({ exemptions: 1 }).calculate(
        stateContext({
          grossCents: 300_000,
          payFrequency: 'biweekly',
          payDate,
          ...(endDate === undefined ? {} : { period: { startDate: '2026-07-18', endDate } }),
        }),
      ).incomeTaxCents;

    it('a period ending 31 July paid in August keeps the Rev. 09/25 table', () => {
      expect(biweekly3000('2026-08-07', '2026-07-31')).toBe(76_78);
    });

    it('a period ending on 1 August takes the Rev. 07/26 table', () => {
      expect(biweekly3000('2026-08-07', '2026-08-01')).toBe(75_03);
    });

    it('without a period the pay date stands in for its end', () => {
      expect(biweekly3000('2026-07-31')).toBe(76_78);
      expect(biweekly3000('2026-08-07')).toBe(75_03);
    });
  });

  it('no IT 4 on file: no exemptions; additional withholding added; exempt withholds nothing', () => {
    const withhold = (fields: Record<string, unknown>) =>
      ohio.prepare(fields).calculate(stateContext({ grossCents: 300_000 })).incomeTaxCents;
    // 78,000: 462.39 + 2.99% × 51,950 = 2,015.695 ÷ 26 = 77.5267 → 77.53
    expect(withhold({})).toBe(77_53);
    expect(withhold({ additionalWithholdingCents: 1_000 })).toBe(87_53);
    expect(withhold({ exempt: true })).toBe(0);
  });

  describe('properties', () => {
    withholdingProperties({
      module: ohio,
      setup: fc.record({
        fields: fc.record({ exemptions: fc.integer({ min: 0, max: 12 }) }),
        context: fc.constantFrom(
          {},
          { payDate: '2026-08-14', period: { startDate: '2026-08-01', endDate: '2026-08-14' } },
        ),
      }),
      // Nothing while the annualized wages stay within the exemptions.
      zeroAtOrBelow: ({ fields }, payFrequency) =>
        Math.floor((Number(fields.exemptions) * 650_00) / periodsPerYear(payFrequency)),
    });
  });

  it('end to end: IT 4 fields and the pay period through calculatePaycheck', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payDate: '2026-08-07',
        period: { startDate: '2026-07-19', endDate: '2026-08-01' },
        earnings: [{ kind: 'salary', amountCents: 300_000 }],
        state: { code: 'OH', exemptions: 1 },
        suta: { rateBasisPoints: 270 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(75_03);
    expect(result.lines).toContainEqual(
      expect.objectContaining({
        code: 'stateIncomeTax',
        kind: 'stateIncomeTax',
        label: 'Ohio income tax',
        amountCents: 75_03,
        side: 'employeeTax',
        jurisdiction: { level: 'state', state: 'OH' },
      }),
    );
    // The flagged 2024 SUTA base ($9,000) when the request gives none.
    expect(result.taxableWages.sutaCents).toBe(300_000);
    expect(result.employeeTaxes.otherCents).toBe(0);
  });

  it('explains the tax: the annual line of the table in force and its publication', () => {
    const result = ohio
      .prepare({ exemptions: 1, additionalWithholdingCents: 1_000 })
      .calculate(stateContext({ grossCents: 300_000 }));
    expect(result.incomeTaxCents).toBe(86_78);
    expect(result.incomeTaxExplanation).toEqual({
      method: 'annualizedPercentage',
      steps: [
        { input: 'taxableWages', cents: 300_000 },
        { input: 'periodsPerYear', count: 26 },
        { input: 'annualWages', cents: 7_800_000 },
        { input: 'exemptions', count: 1 },
        { input: 'exemptionAmount', cents: 65_000 },
        { input: 'annualTaxableWages', cents: 7_735_000 },
        { input: 'additionalWithholding', cents: 1_000 },
      ],
      bracket: { overCents: 2_605_000, baseCents: 46_239, percent: '2.99', annual: true },
      rounding: 'centHalfUp',
      publication:
        'Employer Withholding Tables, optional computer formula, Rev. 09/25 (Ohio Department of Taxation)',
    });
    expect(
      ohio.prepare({ exempt: true }).calculate(stateContext({ grossCents: 300_000 }))
        .incomeTaxExplanation,
    ).toMatchObject({ method: 'exempt' });
  });

  it('names the IT 4 field at fault', () => {
    expect(() => ohio.prepare({ municipality: 'Columbus' })).toThrow(
      expect.objectContaining({
        field: 'state.municipality',
        message: expect.stringContaining('IT 4 fields are: exemptions'),
      }),
    );
  });
});
