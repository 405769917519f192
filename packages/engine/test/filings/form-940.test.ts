import { describe, expect, it } from 'vitest';
import { form940Lines, futaDeposits, type FutaPayment } from '../../src/filings';

const pay = (
  employeeId: string,
  state: string,
  payDate: string,
  dollars: number,
  exemptDollars = 0,
): FutaPayment => ({
  employeeId,
  state,
  payDate,
  paymentsCents: dollars * 100,
  exemptCents: exemptDollars * 100,
});

// A (California, a 2025 credit-reduction state): $5,000 three times, $500 of each exempt
// (section 125 health), so $4,500 + $2,500 of the second make the $7,000 within the first quarter.
// B (Texas): $3,000 a quarter, over $7,000 in the third. C (Virgin Islands): $8,000 in August.
const payments2025: FutaPayment[] = [
  pay('A', 'CA', '2025-01-15', 5_000, 500),
  pay('A', 'CA', '2025-02-14', 5_000, 500),
  pay('A', 'CA', '2025-05-15', 5_000, 500),
  pay('B', 'TX', '2025-03-14', 3_000),
  pay('B', 'TX', '2025-06-13', 3_000),
  pay('B', 'TX', '2025-09-12', 3_000),
  pay('B', 'TX', '2025-12-12', 3_000),
  pay('C', 'VI', '2025-08-15', 8_000),
];

describe('Form 940', () => {
  it('caps each employee at $7,000 and adds the credit reduction of Schedule A', () => {
    const lines = form940Lines({ year: 2025, payments: payments2025, depositsCents: 12_600 });
    // Line 3: $15,000 + $12,000 + $8,000 = $35,000. Line 4: 3 × $500 = $1,500.
    // Line 5: A $15,000 − $1,500 − $7,000 = $6,500; B $5,000; C $1,000 → $12,500.
    // Line 6 = $14,000; line 7 = $21,000; line 8 = × 0.6% = $126.00.
    // Schedule A: CA $7,000 × 1.2% = $84.00; VI $7,000 × 4.5% = $315.00 → line 11 = $399.00.
    // Line 12 = $525.00; deposits $126.00 → line 14 = $399.00.
    // 16a: ($7,000 + $3,000) × 0.6% = $60; 16b: $3,000 → $18; 16c: ($1,000 + $7,000) → $48;
    // 16d: $525 − $126 = $399, the credit reduction.
    expect(lines).toEqual({
      line1a: null,
      line1b: true,
      line2: true,
      line3: 3_500_000,
      line4: 150_000,
      line5: 1_250_000,
      line6: 1_400_000,
      line7: 2_100_000,
      line8: 12_600,
      line9: 0,
      line10: 0,
      line11: 39_900,
      line12: 52_500,
      line13: 12_600,
      line14: 39_900,
      line15: 0,
      line16a: 6_000,
      line16b: 1_800,
      line16c: 4_800,
      line16d: 39_900,
      line17: 52_500,
      partFiveRequired: true,
      scheduleA: [
        {
          state: 'CA',
          taxableWagesCents: 700_000,
          rate: { numerator: 3, denominator: 250 },
          creditReductionCents: 8_400,
        },
        {
          state: 'TX',
          taxableWagesCents: 700_000,
          rate: { numerator: 0, denominator: 1 },
          creditReductionCents: 0,
        },
        {
          state: 'VI',
          taxableWagesCents: 700_000,
          rate: { numerator: 9, denominator: 200 },
          creditReductionCents: 31_500,
        },
      ],
    });
    // The quarterly lines give the deposits: $60, $78, $126 carried; $525 due with the 940's
    // date, 31 January 2026 being a Saturday.
    const { deposits } = futaDeposits({
      year: 2025,
      quarterLiabilitiesCents: [lines.line16a, lines.line16b, lines.line16c, lines.line16d],
    });
    expect(deposits).toEqual([
      {
        quarter: 4,
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        cents: 52_500,
        dueDate: '2026-02-02',
        withReturn: false,
      },
    ]);
  });

  it('names a year whose credit-reduction states are not on file', () => {
    const payments = payments2025.map((p) => ({
      ...p,
      payDate: p.payDate.replace('2025', '2026'),
    }));
    expect(() => form940Lines({ year: 2026, payments, depositsCents: 0 })).toThrow(/2026/);
  });

  it('takes back the whole state credit on line 9 when no wage was subject to state tax', () => {
    const lines = form940Lines({
      year: 2026,
      payments: [pay('E', 'TX', '2026-03-13', 10_000)],
      depositsCents: 0,
      allWagesExcludedFromStateUnemployment: true,
    });
    // $7,000 × 0.6% = $42.00; line 9 = $7,000 × 5.4% = $378.00; line 12 = $420.00.
    expect(lines).toMatchObject({
      line1a: 'TX',
      line2: false,
      line7: 700_000,
      line8: 4_200,
      line9: 37_800,
      line11: 0,
      line12: 42_000,
      line14: 42_000,
      line16a: 42_000,
      line16d: 0,
      partFiveRequired: false,
    });
  });

  it('refuses exempt payments larger than the payment', () => {
    expect(() =>
      form940Lines({
        year: 2025,
        payments: [pay('A', 'CA', '2025-01-15', 100, 200)],
        depositsCents: 0,
      }),
    ).toThrow(expect.objectContaining({ field: 'payments[0].exemptCents' }));
  });
});
