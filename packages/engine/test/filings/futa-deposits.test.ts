import { describe, expect, it } from 'vitest';
import { futaDeposits, futaLiabilitiesByQuarter, type FutaPayment } from '../../src/filings';

describe('FUTA deposits', () => {
  it('carries $500 or less on, deposits once the total passes $500, the rest with Form 940', () => {
    // $300 carried, then $300 + $250 = $550 due 31 July; $100 + $50 = $150 with the 940.
    expect(
      futaDeposits({ year: 2026, quarterLiabilitiesCents: [30_000, 25_000, 10_000, 5_000] }),
    ).toEqual({
      deposits: [
        {
          quarter: 2,
          periodStart: '2026-01-01',
          periodEnd: '2026-06-30',
          cents: 55_000,
          dueDate: '2026-07-31',
          withReturn: false,
        },
        {
          quarter: 4,
          periodStart: '2026-07-01',
          periodEnd: '2026-12-31',
          cents: 15_000,
          dueDate: '2027-02-01', // 31 January 2027 is a Sunday
          withReturn: true,
        },
      ],
      carriedCents: 0,
    });
  });

  it('moves the third-quarter deadline past a weekend, and deposits a fourth quarter over $500', () => {
    const { deposits } = futaDeposits({
      year: 2026,
      quarterLiabilitiesCents: [60_000, 0, 50_001, 50_001],
    });
    expect(deposits.map((d) => [d.quarter, d.cents, d.dueDate, d.withReturn])).toEqual([
      [1, 60_000, '2026-04-30', false],
      [3, 50_001, '2026-11-02', false], // 31 October 2026 is a Saturday
      [4, 50_001, '2027-02-01', false],
    ]);
  });

  it('keeps exactly $500 as carried during the year', () => {
    expect(futaDeposits({ year: 2026, quarterLiabilitiesCents: [50_000] })).toEqual({
      deposits: [],
      carriedCents: 50_000,
    });
  });

  it('rounds quarterly liabilities on running totals so they add up to line 8', () => {
    // $1,000.75 a quarter: 0.6% of the running total is $6.0045 → $6.00, $12.009 → $12.01,
    // $18.0135 → $18.01, $24.018 → $24.02: quarters $6.00, $6.01, $6.00, $6.01.
    const payments: FutaPayment[] = ['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15'].map(
      (payDate) => ({
        employeeId: 'e1',
        payDate,
        paymentsCents: 100_075,
        exemptCents: 0,
        state: 'TX',
      }),
    );
    expect(futaLiabilitiesByQuarter({ year: 2026, payments })).toEqual([600, 601, 600, 601]);
  });
});
