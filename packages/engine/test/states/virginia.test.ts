import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePaycheck } from '../../src/gross-to-net';
import { periodsPerYear } from '../../src/pay-frequency';
import { virginia, virginiaWithholding, VIRGINIA_2026 } from '../../src/states/virginia';
import { paycheckInput } from '../support/requests';
import { stateContext } from '../support/state-context';
import { withholdingProperties } from '../support/withholding-properties';

const exemptions = (personalExemptions: number, ageOrBlindExemptions = 0) => ({
  personalExemptions,
  ageOrBlindExemptions,
});

describe('Virginia (Employer Withholding Guide Rev. 05/25, formula method, VA-4)', () => {
  it.each([
    // 63,576 − (8,750 + 5 × 930) = 50,176; 720 + 5.75% × 33,176 = 2,627.62 ÷ 24 = 109.4842
    [
      '"John": semimonthly $2,649, 5 exemptions → $109.48 (the guide prints $109.50: it rounds the annual tax to $2,628)',
      264_900,
      exemptions(5),
      24,
      109_48,
    ],
    // 30,000 − 8,750 = 21,250; 720 + 5.75% × 4,250 = 964.375 → 964.38 ÷ 300 = 3.2146
    ['daily $100 on the 300-day basis, no exemptions → $3.21', 100_00, exemptions(0), 300, 3_21],
    // 63,576 − 8,750 = 54,826; 720 + 5.75% × 37,826 = 2,894.995 → 2,895.00 ÷ 24 = 120.625
    ['"John" without a VA-4 (no exemptions) → $120.63', 264_900, exemptions(0), 24, 120_63],
  ] as const)('Guide p. 21: %s', (_name, wagesCents, claimed, periods, expected) => {
    expect(virginiaWithholding(wagesCents, claimed, periods, VIRGINIA_2026)).toBe(expected);
  });

  it('subtracts $800 per age-65 or blind exemption (not in the stored sources: flagged)', () => {
    // 63,576 − 8,750 − 4,650 − 1,600 = 48,576; 720 + 5.75% × 31,576 = 2,535.62 ÷ 24 = 105.65
    expect(virginiaWithholding(264_900, exemptions(5, 2), 24, VIRGINIA_2026)).toBe(105_65);
  });

  it('VA-4 line 2 extra is added; line 3 exempt withholds nothing', () => {
    const withhold = (fields: Record<string, unknown>) =>
      virginia
        .prepare(fields)
        .calculate(stateContext({ grossCents: 264_900, payFrequency: 'semimonthly' }))
        .incomeTaxCents;
    expect(withhold({ personalExemptions: 5, additionalWithholdingCents: 2_000 })).toBe(129_48);
    expect(withhold({ exempt: true })).toBe(0);
  });

  describe('properties', () => {
    withholdingProperties({
      module: virginia,
      setup: fc.record({
        fields: fc.record({
          personalExemptions: fc.integer({ min: 0, max: 12 }),
          ageOrBlindExemptions: fc.integer({ min: 0, max: 4 }),
        }),
      }),
      // Nothing while the annualized wages stay within the standard deduction and exemptions.
      zeroAtOrBelow: ({ fields }, payFrequency) =>
        Math.floor(
          (8_750_00 +
            Number(fields.personalExemptions) * 930_00 +
            Number(fields.ageOrBlindExemptions) * 800_00) /
            periodsPerYear(payFrequency),
        ),
    });
  });

  it('end to end: VA-4 fields through calculatePaycheck', () => {
    const result = calculatePaycheck(
      paycheckInput({
        payFrequency: 'semimonthly',
        earnings: [{ kind: 'salary', amountCents: 264_900 }],
        state: { code: 'VA', personalExemptions: 5 },
        ytd: { sutaWagesCents: 700_000 },
        suta: { rateBasisPoints: 250 },
      }),
    );
    expect(result.employeeTaxes.stateIncomeTaxCents).toBe(109_48);
    expect(result.employeeTaxes.otherCents).toBe(0);
    // The flagged 2024 SUTA base ($8,000): 1,000 left × 2.5% = 25.00
    expect(result.taxableWages.sutaCents).toBe(100_000);
    expect(result.employerTaxes.sutaCents).toBe(25_00);
  });

  it('names the VA-4 field at fault', () => {
    expect(() => virginia.prepare({ personalExemptions: 1.5 })).toThrow(
      expect.objectContaining({
        field: 'state.personalExemptions',
        message: 'must be a whole number',
      }),
    );
    expect(() => virginia.prepare({ allowances: 1 })).toThrow(
      expect.objectContaining({
        field: 'state.allowances',
        message: expect.stringContaining('VA-4 fields are: personalExemptions'),
      }),
    );
  });
});
