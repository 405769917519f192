import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../src/dates';
import { isEngineInputError } from '../../src/errors';
import { payPeriods, type PayPeriod, type PaySchedule } from '../../src/calendar';

const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return isEngineInputError(error) ? error.field : 'crashed';
  }
};

const rows = (periods: PayPeriod[]) =>
  periods.map((period) => [
    period.periodStart,
    period.periodEnd,
    period.scheduledPayDate,
    period.payDate,
    period.adjustment,
    period.submissionDeadline,
  ]);

describe('each frequency over a year boundary', () => {
  it.each<[string, PaySchedule, string, (string | null)[][]]>([
    [
      'weekly, paid the Wednesday after',
      { frequency: 'weekly', firstPeriodEnd: '2026-01-02', firstPayDate: '2026-01-07' },
      '2026-12-28',
      [
        ['2026-12-19', '2026-12-25', '2026-12-30', '2026-12-30', null, '2026-12-28'],
        ['2026-12-26', '2027-01-01', '2027-01-06', '2027-01-06', null, '2027-01-04'],
      ],
    ],
    [
      'biweekly, a pay date on New Year’s Day',
      { frequency: 'biweekly', firstPeriodEnd: '2026-01-09', firstPayDate: '2026-01-16' },
      '2026-12-31',
      [
        ['2026-12-12', '2026-12-25', '2027-01-01', '2026-12-31', 'holiday', '2026-12-29'],
        ['2026-12-26', '2027-01-08', '2027-01-15', '2027-01-15', null, '2027-01-13'],
      ],
    ],
    [
      'semimonthly, paid five days after the 15th and the month’s end',
      {
        frequency: 'semimonthly',
        firstPeriodEnd: '2026-01-15',
        firstPayDate: '2026-01-20',
        secondPayDay: 5,
      },
      '2026-12-10',
      [
        ['2026-12-01', '2026-12-15', '2026-12-20', '2026-12-18', 'weekend', '2026-12-16'],
        ['2026-12-16', '2026-12-31', '2027-01-05', '2027-01-05', null, '2026-12-31'],
        ['2027-01-01', '2027-01-15', '2027-01-20', '2027-01-20', null, '2027-01-15'],
      ],
    ],
    [
      'monthly at the month’s end, anchored on 28 February',
      { frequency: 'monthly', firstPeriodEnd: '2026-02-28', firstPayDate: '2026-02-28' },
      '2026-12-01',
      [
        ['2026-12-01', '2026-12-31', '2026-12-31', '2026-12-31', null, '2026-12-29'],
        ['2027-01-01', '2027-01-31', '2027-01-31', '2027-01-29', 'weekend', '2027-01-27'],
        ['2027-02-01', '2027-02-28', '2027-02-28', '2027-02-26', 'weekend', '2027-02-24'],
      ],
    ],
  ])('%s', (_name, schedule, from, expected) => {
    expect(rows(payPeriods(schedule, from, expected.length))).toEqual(expected);
  });
});

describe('month ends and short months', () => {
  it('pays a semimonthly 31st on the last of February, 29 in a leap year', () => {
    const schedule: PaySchedule = {
      frequency: 'semimonthly',
      firstPeriodEnd: '2027-01-15',
      firstPayDate: '2027-01-15',
      secondPayDay: 31,
    };
    const ends = (from: string) =>
      payPeriods(schedule, from, 2).map((period) => [period.periodEnd, period.scheduledPayDate]);
    expect(ends('2027-02-20')).toEqual([
      ['2027-02-28', '2027-02-28'],
      ['2027-03-15', '2027-03-15'],
    ]);
    expect(ends('2028-02-20')).toEqual([
      ['2028-02-29', '2028-02-29'],
      ['2028-03-15', '2028-03-15'],
    ]);
  });

  it('reads a first pay date on a month’s last day as the month’s end, not its day number', () => {
    const [april, may] = payPeriods(
      {
        frequency: 'semimonthly',
        firstPeriodEnd: '2026-04-30',
        firstPayDate: '2026-04-30',
        secondPayDay: 15,
      },
      '2026-04-01',
      3,
    ).filter((period) => period.periodEnd.endsWith('-30') || period.periodEnd.endsWith('-31'));
    expect(april?.scheduledPayDate).toBe('2026-04-30');
    expect(may?.scheduledPayDate).toBe('2026-05-31');
  });

  it('cuts a monthly pay day of the 30th to February and keeps it at 30 after', () => {
    const periods = payPeriods(
      { frequency: 'monthly', firstPeriodEnd: '2026-01-20', firstPayDate: '2026-01-30' },
      '2026-01-01',
      3,
    );
    expect(
      periods.map((period) => [period.periodStart, period.periodEnd, period.scheduledPayDate]),
    ).toEqual([
      ['2025-12-21', '2026-01-20', '2026-01-30'],
      ['2026-01-21', '2026-02-20', '2026-02-28'],
      ['2026-02-21', '2026-03-20', '2026-03-30'],
    ]);
  });
});

describe('moved pay dates and deadlines', () => {
  it.each([
    ['Thanksgiving', '2026-11-26', '2026-11-25', 'holiday', 'thanksgiving_day', '2026-11-23'],
    ['Christmas', '2026-12-25', '2026-12-24', 'holiday', 'christmas_day', '2026-12-22'],
    [
      'a Monday closed for a Sunday Independence Day',
      '2027-07-05',
      '2027-07-02',
      'holiday',
      'independence_day',
      '2027-06-30',
    ],
    [
      'a Saturday Independence Day (Friday stays open)',
      '2026-07-04',
      '2026-07-03',
      'weekend',
      null,
      '2026-07-01',
    ],
    ['a Sunday', '2026-03-15', '2026-03-13', 'weekend', null, '2026-03-11'],
  ])(
    'moves a pay date on %s to the business day before',
    (_what, scheduled, payDate, adjustment, holiday, deadline) => {
      // A weekly schedule paid on the scheduled date's weekday, anchored a few weeks before.
      const firstPayDate = new Date((toDayNumber(scheduled) - 28) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const firstPeriodEnd = new Date((toDayNumber(firstPayDate) - 3) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const [period] = payPeriods(
        { frequency: 'weekly', firstPeriodEnd, firstPayDate },
        payDate,
        1,
      );
      expect(period).toMatchObject({
        scheduledPayDate: scheduled,
        payDate,
        adjustment,
        holiday,
        submissionDeadline: deadline,
      });
    },
  );

  it('counts the deadline back over Thanksgiving and over a lead time of 0', () => {
    const schedule: PaySchedule = {
      frequency: 'weekly',
      firstPeriodEnd: '2026-11-23',
      firstPayDate: '2026-11-30',
    };
    expect(payPeriods(schedule, '2026-11-30', 1)[0]?.submissionDeadline).toBe('2026-11-25');
    expect(payPeriods(schedule, '2026-11-30', 1, 3)[0]?.submissionDeadline).toBe('2026-11-24');
    expect(payPeriods(schedule, '2026-11-30', 1, 0)[0]?.submissionDeadline).toBe('2026-11-30');
  });

  it('starts from the first period paid on or after `from`, by the moved pay date', () => {
    // 1 January 2027 is paid on 31 December 2026: asking from New Year's Day skips it.
    const schedule: PaySchedule = {
      frequency: 'biweekly',
      firstPeriodEnd: '2026-01-09',
      firstPayDate: '2026-01-16',
    };
    expect(payPeriods(schedule, '2026-12-31', 1)[0]?.payDate).toBe('2026-12-31');
    expect(payPeriods(schedule, '2027-01-01', 1)[0]?.payDate).toBe('2027-01-15');
  });
});

describe('the calendar’s end and refused input', () => {
  it('stops at 2099 and answers nothing past it', () => {
    const schedule: PaySchedule = {
      frequency: 'monthly',
      firstPeriodEnd: '2098-01-31',
      firstPayDate: '2098-02-05',
    };
    expect(payPeriods(schedule, '2099-10-01', 12).map((period) => period.scheduledPayDate)).toEqual(
      ['2099-10-05', '2099-11-05', '2099-12-05'],
    );
    expect(payPeriods(schedule, '2099-12-20', 1)).toEqual([]);
    expect(payPeriods(schedule, '2300-01-01', 1)).toEqual([]);
    expect(payPeriods(schedule, '1850-01-01', 1)[0]?.periodEnd).toBe('2098-01-31');
  });

  const weekly: PaySchedule = {
    frequency: 'weekly',
    firstPeriodEnd: '2026-03-06',
    firstPayDate: '2026-03-11',
  };
  it.each<[string, () => unknown, string]>([
    [
      'a pay date before its period starts',
      () => payPeriods({ ...weekly, firstPayDate: '2026-02-27' }, '2026-01-01', 1),
      'firstPayDate',
    ],
    [
      'a monthly pay date more than 14 days early',
      () =>
        payPeriods(
          { frequency: 'monthly', firstPeriodEnd: '2026-03-31', firstPayDate: '2026-03-16' },
          '2026-01-01',
          1,
        ),
      'firstPayDate',
    ],
    [
      'a pay date more than 31 days late',
      () => payPeriods({ ...weekly, firstPayDate: '2026-04-07' }, '2026-01-01', 1),
      'firstPayDate',
    ],
    [
      'an anchor in the calendar’s first year',
      () =>
        payPeriods(
          { ...weekly, firstPeriodEnd: '1900-03-02', firstPayDate: '1900-03-07' },
          '1900-01-01',
          1,
        ),
      'firstPeriodEnd',
    ],
    [
      'a second pay day on a monthly schedule',
      () =>
        payPeriods(
          {
            frequency: 'monthly',
            firstPeriodEnd: '2026-03-31',
            firstPayDate: '2026-04-05',
            secondPayDay: 20,
          },
          '2026-01-01',
          1,
        ),
      'secondPayDay',
    ],
    [
      'semimonthly pay days 6 days apart',
      () =>
        payPeriods(
          {
            frequency: 'semimonthly',
            firstPeriodEnd: '2026-03-31',
            firstPayDate: '2026-03-31',
            secondPayDay: 25,
          },
          '2026-01-01',
          1,
        ),
      'secondPayDay',
    ],
    [
      'an unknown frequency',
      () =>
        payPeriods({ ...weekly, frequency: 'daily' as PaySchedule['frequency'] }, '2026-01-01', 1),
      'frequency',
    ],
    ['a `from` that is no date', () => payPeriods(weekly, '2026-13-01', 1), 'from'],
    ['a negative count', () => payPeriods(weekly, '2026-01-01', -1), 'count'],
    ['a lead time over 10 days', () => payPeriods(weekly, '2026-01-01', 1, 11), 'achLeadDays'],
  ])('refuses %s, naming the field', (_what, run, field) => {
    expect(fieldOf(run)).toBe(field);
  });
});

const schedules = fc
  .record({
    frequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
    monthIndex: fc.integer({ min: 0, max: 12 * 60 }),
    endDay: fc.integer({ min: 1, max: 31 }),
    offset: fc.integer({ min: 0, max: 14 }),
    secondPayDay: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ frequency, monthIndex, endDay, offset, secondPayDay }): PaySchedule => {
    const year = 2000 + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = frequency === 'semimonthly' ? (endDay > 15 ? last : 15) : Math.min(endDay, last);
    const end = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const pay = new Date((toDayNumber(end) + offset) * 86_400_000).toISOString().slice(0, 10);
    const payDay = Number(pay.slice(8, 10));
    const second = Math.abs(secondPayDay - payDay) >= 7 ? secondPayDay : ((payDay + 14) % 31) + 1;
    return {
      frequency,
      firstPeriodEnd: end,
      firstPayDate: pay,
      ...(frequency === 'semimonthly' ? { secondPayDay: second } : {}),
    };
  });

describe('schedule properties', () => {
  it('answers from any date the same periods as the whole schedule read from its start', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 3 * 366 }), (schedule, daysLater) => {
        const all = payPeriods(schedule, schedule.firstPeriodEnd, 250);
        const from = new Date((toDayNumber(schedule.firstPeriodEnd) + daysLater) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const expected = all.filter((period) => period.payDate >= from).slice(0, 5);
        expect(payPeriods(schedule, from, 5)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps periods contiguous, pay dates rising, deadlines on or before pay dates', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 10 }), (schedule, lead) => {
        const periods = payPeriods(schedule, schedule.firstPeriodEnd, 30, lead);
        periods.forEach((period, index) => {
          expect(period.submissionDeadline <= period.payDate).toBe(true);
          expect(period.payDate <= period.scheduledPayDate).toBe(true);
          const next = periods[index + 1];
          if (!next) return;
          expect(toDayNumber(next.periodStart)).toBe(toDayNumber(period.periodEnd) + 1);
          expect(next.scheduledPayDate > period.scheduledPayDate).toBe(true);
          expect(next.payDate >= period.payDate).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});
