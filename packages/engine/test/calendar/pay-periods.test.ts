import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDayNumber } from '../../src/dates';
import { isEngineInputError } from '../../src/errors';
import {
  addBusinessDays,
  isBusinessDay,
  payPeriods,
  type PaySchedule,
  type ScheduleFrequency,
} from '../../src/calendar';

const semimonthly: PaySchedule = {
  frequency: 'semimonthly',
  firstPeriodEnd: '2026-01-15',
  firstPayDate: '2026-01-15',
  secondPayDay: 31,
};

const fieldOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return isEngineInputError(error) ? error.field : 'crashed';
  }
};

describe('pay periods', () => {
  it('pays a semimonthly schedule on the 15th and the month’s end, February and leap years included', () => {
    const periods = payPeriods(semimonthly, '2026-02-01', 4);
    expect(
      periods.map((period) => [period.periodStart, period.periodEnd, period.scheduledPayDate]),
    ).toEqual([
      ['2026-02-01', '2026-02-15', '2026-02-15'],
      ['2026-02-16', '2026-02-28', '2026-02-28'],
      ['2026-03-01', '2026-03-15', '2026-03-15'],
      ['2026-03-16', '2026-03-31', '2026-03-31'],
    ]);
    const leap = payPeriods(
      { ...semimonthly, firstPeriodEnd: '2028-01-15', firstPayDate: '2028-01-15' },
      '2028-02-20',
      1,
    );
    expect(leap[0]?.periodEnd).toBe('2028-02-29');
    expect(leap[0]?.scheduledPayDate).toBe('2028-02-29');
  });

  it('moves a pay date off a weekend or a holiday to the business day before, saying why', () => {
    // 15 February 2026 is a Sunday; 15 February 2027 is Presidents Day.
    const [sunday] = payPeriods(semimonthly, '2026-02-10', 1);
    expect(sunday).toMatchObject({
      scheduledPayDate: '2026-02-15',
      payDate: '2026-02-13',
      adjustment: 'weekend',
    });
    const [holiday] = payPeriods(semimonthly, '2027-02-10', 1);
    expect(holiday).toMatchObject({
      scheduledPayDate: '2027-02-15',
      payDate: '2027-02-12',
      adjustment: 'holiday',
      holiday: 'presidents_day',
    });
  });

  it('runs a biweekly schedule across New Year, paying before the holiday', () => {
    const periods = payPeriods(
      { frequency: 'biweekly', firstPeriodEnd: '2026-01-09', firstPayDate: '2026-01-16' },
      '2026-12-20',
      2,
    );
    expect(periods[0]).toMatchObject({
      periodStart: '2026-12-12',
      periodEnd: '2026-12-25',
      scheduledPayDate: '2027-01-01',
      payDate: '2026-12-31',
      adjustment: 'holiday',
      holiday: 'new_years_day',
      submissionDeadline: '2026-12-29',
    });
    expect(periods[1]?.periodStart).toBe('2026-12-26');
  });

  it('sets the deadline the ACH lead time in business days before the pay date, across Thanksgiving', () => {
    const [period] = payPeriods(semimonthly, '2026-11-20', 1);
    expect(period).toMatchObject({ payDate: '2026-11-30', submissionDeadline: '2026-11-25' });
    const [threeDays] = payPeriods(semimonthly, '2026-11-20', 1, 3);
    expect(threeDays?.submissionDeadline).toBe('2026-11-24');
  });

  it('keeps a monthly month-end schedule at each month’s end', () => {
    const periods = payPeriods(
      { frequency: 'monthly', firstPeriodEnd: '2026-01-31', firstPayDate: '2026-02-05' },
      '2026-01-01',
      3,
    );
    expect(periods.map((period) => period.periodEnd)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(periods[2]).toMatchObject({ scheduledPayDate: '2026-04-05', payDate: '2026-04-03' });
  });

  it('never answers a period before the schedule’s first', () => {
    const periods = payPeriods(
      { frequency: 'weekly', firstPeriodEnd: '2026-03-06', firstPayDate: '2026-03-13' },
      '2020-01-01',
      1,
    );
    expect(periods[0]?.periodEnd).toBe('2026-03-06');
  });

  it('names the field of a schedule that cannot work', () => {
    expect(fieldOf(() => payPeriods({ ...semimonthly, secondPayDay: null }, '2026-01-01', 1))).toBe(
      'secondPayDay',
    );
    expect(fieldOf(() => payPeriods({ ...semimonthly, secondPayDay: 32 }, '2026-01-01', 1))).toBe(
      'secondPayDay',
    );
    expect(
      fieldOf(() => payPeriods({ ...semimonthly, firstPeriodEnd: '2026-01-20' }, '2026-01-01', 1)),
    ).toBe('firstPeriodEnd');
    expect(
      fieldOf(() =>
        payPeriods(
          { frequency: 'weekly', firstPeriodEnd: '2026-03-06', firstPayDate: '2026-05-13' },
          '2026-01-01',
          1,
        ),
      ),
    ).toBe('firstPayDate');
    expect(
      fieldOf(() =>
        payPeriods(
          { frequency: 'weekly', firstPeriodEnd: '2026-02-30', firstPayDate: '2026-03-06' },
          '2026-01-01',
          1,
        ),
      ),
    ).toBe('firstPeriodEnd');
    expect(
      fieldOf(() =>
        payPeriods(
          {
            frequency: 'weekly',
            firstPeriodEnd: '2026-03-06',
            firstPayDate: '2026-03-13',
            secondPayDay: 15,
          },
          '2026-01-01',
          1,
        ),
      ),
    ).toBe('secondPayDay');
  });
});

const frequencies: ScheduleFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

const schedules = fc
  .record({
    frequency: fc.constantFrom(...frequencies),
    monthIndex: fc.integer({ min: 0, max: 12 * 60 }),
    offset: fc.integer({ min: 0, max: 10 }),
    lateHalf: fc.boolean(),
  })
  .map(({ frequency, monthIndex, offset, lateHalf }): PaySchedule => {
    const year = 2000 + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const endDay =
      frequency === 'semimonthly' ? (lateHalf ? last : 15) : frequency === 'monthly' ? last : 10;
    const end = `${year}-${String(month).padStart(2, '0')}-${String(endDay).padStart(2, '0')}`;
    const pay = new Date((toDayNumber(end) + offset) * 86_400_000).toISOString().slice(0, 10);
    const payDay = Number(pay.slice(8, 10));
    return {
      frequency,
      firstPeriodEnd: end,
      firstPayDate: pay,
      ...(frequency === 'semimonthly' ? { secondPayDay: payDay > 15 ? 5 : payDay + 15 } : {}),
    };
  });

describe('pay period properties', () => {
  it('pays on a business day never after the scheduled date; periods tile the calendar; the deadline is the lead time before', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 3 }), (schedule, lead) => {
        const periods = payPeriods(schedule, schedule.firstPeriodEnd, 30, lead);
        expect(periods.length).toBeGreaterThan(0);
        periods.forEach((period, index) => {
          expect(isBusinessDay(period.payDate)).toBe(true);
          expect(period.payDate <= period.scheduledPayDate).toBe(true);
          expect(period.periodStart <= period.periodEnd).toBe(true);
          expect(addBusinessDays(period.payDate, -lead)).toBe(period.submissionDeadline);
          const next = periods[index + 1];
          if (next) expect(toDayNumber(next.periodStart)).toBe(toDayNumber(period.periodEnd) + 1);
        });
      }),
      { numRuns: 200 },
    );
  });
});
