import { describe, expect, it } from 'vitest';
import {
  depositScheduleFor,
  federalDeposits,
  type Depositor,
  type FederalLiability,
} from '../../src/filings';

const semiweekly = { schedule: 'semiweekly' as const };
const monthly = { schedule: 'monthly' as const };
// Big enough that no quarter falls under the $2,500 de minimis rule.
const FIVE_THOUSAND = 500_000;

const dueOne = (payDate: string, schedule: Depositor = semiweekly) => {
  const { deposits } = federalDeposits({
    depositor: schedule,
    liabilities: [{ payDate, cents: FIVE_THOUSAND }],
  });
  expect(deposits).toHaveLength(1);
  return deposits[0]!;
};

describe('semiweekly due dates', () => {
  // The week of 6 May 2026 has no legal holiday.
  it.each([
    ['Wednesday', '2026-05-06', '2026-05-06', '2026-05-08', '2026-05-13'],
    ['Thursday', '2026-05-07', '2026-05-06', '2026-05-08', '2026-05-13'],
    ['Friday', '2026-05-08', '2026-05-06', '2026-05-08', '2026-05-13'],
    ['Saturday', '2026-05-09', '2026-05-09', '2026-05-12', '2026-05-15'],
    ['Sunday', '2026-05-10', '2026-05-09', '2026-05-12', '2026-05-15'],
    ['Monday', '2026-05-11', '2026-05-09', '2026-05-12', '2026-05-15'],
    ['Tuesday', '2026-05-12', '2026-05-09', '2026-05-12', '2026-05-15'],
  ])('a %s pay date (%s)', (_weekday, payDate, periodStart, periodEnd, dueDate) => {
    expect(dueOne(payDate)).toEqual({
      quarter: 2,
      periodStart,
      periodEnd,
      cents: FIVE_THOUSAND,
      rule: 'semiweekly',
      dueDate,
      withReturn: false,
    });
  });

  it('adds a day for a legal holiday among the three business days after the period', () => {
    // Friday 13 February 2026, then Presidents' Day Monday 16: Tue, Wed, Thu → Thursday 19.
    expect(dueOne('2026-02-13').dueDate).toBe('2026-02-19');
    // Tuesday 17 February: the holiday is inside the period, so the Friday after stands.
    expect(dueOne('2026-02-17').dueDate).toBe('2026-02-20');
    // Tuesday 14 April 2026, then Emancipation Day Thursday 16: Wed, Fri, Mon → Monday 20.
    expect(dueOne('2026-04-14').dueDate).toBe('2026-04-20');
    // Monday 12 April 2027; Emancipation Day is Friday 16: Wed, Thu, Mon → Monday 19.
    expect(dueOne('2027-04-12').dueDate).toBe('2027-04-19');
    // Tuesday 30 June 2026; Independence Day is observed Friday 3 July → Monday 6.
    expect(dueOne('2026-06-30').dueDate).toBe('2026-07-06');
  });

  it('splits a period that spans the quarter end, both parts due the same day', () => {
    // Wednesday 30 September to Friday 2 October 2026 is one period across two quarters.
    const { deposits } = federalDeposits({
      depositor: semiweekly,
      liabilities: [
        { payDate: '2026-10-02', cents: FIVE_THOUSAND },
        { payDate: '2026-09-30', cents: 300_000 },
        { payDate: '2026-09-30', cents: 300_000 },
      ],
    });
    expect(deposits).toEqual([
      {
        quarter: 3,
        periodStart: '2026-09-30',
        periodEnd: '2026-09-30',
        cents: 600_000,
        rule: 'semiweekly',
        dueDate: '2026-10-07',
        withReturn: false,
      },
      {
        quarter: 4,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-02',
        cents: FIVE_THOUSAND,
        rule: 'semiweekly',
        dueDate: '2026-10-07',
        withReturn: false,
      },
    ]);
  });
});

describe('monthly due dates', () => {
  it('are the 15th of the next month, moved past a weekend', () => {
    // 15 November 2026 is a Sunday: Monday 16. 15 June 2026 is a Monday.
    expect(dueOne('2026-10-09', monthly)).toEqual({
      quarter: 4,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      cents: FIVE_THOUSAND,
      rule: 'monthly',
      dueDate: '2026-11-16',
      withReturn: false,
    });
    expect(dueOne('2026-05-29', monthly).dueDate).toBe('2026-06-15');
  });

  it('put every pay date of a month in one deposit', () => {
    const { deposits } = federalDeposits({
      depositor: monthly,
      liabilities: ['2026-07-02', '2026-07-16', '2026-07-30', '2026-08-13'].map((payDate) => ({
        payDate,
        cents: 200_000,
      })),
    });
    expect(deposits.map((d) => [d.periodStart, d.cents, d.dueDate])).toEqual([
      ['2026-07-01', 600_000, '2026-08-17'], // 15 August 2026 is a Saturday
      ['2026-08-01', 200_000, '2026-09-15'],
    ]);
  });
});

describe('the $100,000 next-day rule', () => {
  it('makes a monthly depositor deposit the next business day, then deposit semiweekly', () => {
    // Pub 15's new-employer example, in 2026: $40,000 on Friday 6 March and $60,000 on Friday
    // 13 March make $100,000 accumulated on the 13th, due Monday 16; semiweekly from the 14th.
    const liabilities: FederalLiability[] = [
      { payDate: '2026-02-13', cents: 1_000_000 },
      { payDate: '2026-03-06', cents: 4_000_000 },
      { payDate: '2026-03-13', cents: 6_000_000 },
      { payDate: '2026-03-18', cents: 3_000_000 },
    ];
    const result = federalDeposits({ depositor: monthly, liabilities });
    expect(result.hundredThousandDay).toBe('2026-03-13');
    expect(
      result.deposits.map((d) => [d.periodStart, d.periodEnd, d.cents, d.rule, d.dueDate]),
    ).toEqual([
      // 15 March 2026 is a Sunday.
      ['2026-02-01', '2026-02-28', 1_000_000, 'monthly', '2026-03-16'],
      ['2026-03-01', '2026-03-13', 10_000_000, 'next_day', '2026-03-16'],
      ['2026-03-18', '2026-03-20', 3_000_000, 'semiweekly', '2026-03-25'],
    ]);
    // The schedule decision for the year gives the same deposits when fed back.
    const decision = depositScheduleFor({
      year: 2026,
      lookbackLiabilityCents: null,
      hundredThousandDay: '2026-03-13',
    });
    expect(federalDeposits({ depositor: decision, liabilities }).deposits).toEqual(result.deposits);
  });

  it('starts a new accumulation the day after, and stops at the end of the period', () => {
    const { deposits, hundredThousandDay } = federalDeposits({
      depositor: semiweekly,
      liabilities: [
        // Saturday 9 May reaches $100,000: due Monday 11. Monday's $20,000 starts afresh.
        { payDate: '2026-05-09', cents: 10_000_000 },
        { payDate: '2026-05-11', cents: 2_000_000 },
        // Tuesday 19 May: $60,000; Wednesday 20: $50,000. Different periods, so no $100,000 day.
        { payDate: '2026-05-19', cents: 6_000_000 },
        { payDate: '2026-05-20', cents: 5_000_000 },
        // Thursday 28 and Friday 29 May, in one period.
        { payDate: '2026-05-28', cents: 7_000_000 },
        { payDate: '2026-05-29', cents: 3_000_000 },
      ],
    });
    expect(hundredThousandDay).toBeNull();
    expect(deposits.map((d) => [d.periodStart, d.periodEnd, d.cents, d.rule, d.dueDate])).toEqual([
      ['2026-05-09', '2026-05-09', 10_000_000, 'next_day', '2026-05-11'],
      ['2026-05-10', '2026-05-12', 2_000_000, 'semiweekly', '2026-05-15'],
      ['2026-05-16', '2026-05-19', 6_000_000, 'semiweekly', '2026-05-22'],
      // Memorial Day, Monday 25 May, adds a day: Thursday 28 instead of Wednesday 27.
      ['2026-05-20', '2026-05-22', 5_000_000, 'semiweekly', '2026-05-28'],
      // $70,000 + $30,000 reach $100,000 on Friday 29: due the next business day, Monday 1 June.
      ['2026-05-27', '2026-05-29', 10_000_000, 'next_day', '2026-06-01'],
    ]);
  });
});

describe('the $2,500 de minimis quarter', () => {
  it('lets a quarter under $2,500 be paid with Form 941', () => {
    const liabilities: FederalLiability[] = [
      // First quarter: 3 × $800 = $2,400.
      { payDate: '2026-01-16', cents: 80_000 },
      { payDate: '2026-02-13', cents: 80_000 },
      { payDate: '2026-03-13', cents: 80_000 },
      // Second quarter: 3 × $900 = $2,700.
      { payDate: '2026-04-17', cents: 90_000 },
      { payDate: '2026-05-15', cents: 90_000 },
      { payDate: '2026-06-12', cents: 90_000 },
    ];
    const { deposits } = federalDeposits({ depositor: monthly, liabilities });
    expect(deposits.map((d) => [d.quarter, d.withReturn, d.dueDate])).toEqual([
      [1, true, '2026-04-30'],
      [1, true, '2026-04-30'],
      [1, true, '2026-04-30'],
      [2, false, '2026-05-15'],
      [2, false, '2026-06-15'],
      [2, false, '2026-07-15'],
    ]);
  });

  it('does not apply at exactly $2,500', () => {
    const { deposits } = federalDeposits({
      depositor: semiweekly,
      liabilities: [{ payDate: '2026-07-10', cents: 250_000 }],
    });
    expect(deposits[0]).toMatchObject({ withReturn: false, dueDate: '2026-07-15' });
  });
});

describe('input checks', () => {
  it('refuses pay dates of two years and amounts that are not cents', () => {
    expect(() =>
      federalDeposits({
        depositor: monthly,
        liabilities: [
          { payDate: '2026-12-31', cents: 1 },
          { payDate: '2027-01-01', cents: 1 },
        ],
      }),
    ).toThrow(expect.objectContaining({ field: 'liabilities[1].payDate' }));
    expect(() =>
      federalDeposits({ depositor: monthly, liabilities: [{ payDate: '2026-01-02', cents: -1 }] }),
    ).toThrow(expect.objectContaining({ field: 'liabilities[0].cents' }));
  });

  it('gives nothing for no liabilities', () => {
    expect(federalDeposits({ depositor: monthly, liabilities: [] })).toEqual({
      deposits: [],
      hundredThousandDay: null,
    });
  });
});
