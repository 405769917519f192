import { toDayNumber, type IsoDate } from '../dates';
import { addMonths, dayOfMonth, partsOf } from './day-numbers';

export type ScheduleFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/**
 * A pay group's schedule: its frequency and two anchors, the end of its first period and that
 * period's pay date. Semimonthly schedules pay on the day of `firstPayDate` and on `secondPayDay`
 * of every month (31 = the month's last day); their periods end on the 15th and the last day.
 */
export type PaySchedule = {
  frequency: ScheduleFrequency;
  firstPeriodEnd: IsoDate;
  firstPayDate: IsoDate;
  secondPayDay?: number | null;
};

/** The k-th (from 0) period of a schedule as day numbers: start, end, scheduled pay date. */
export type NthPeriod = (k: number) => { start: number; end: number; pay: number };

/** The most days between two scheduled pay dates, so a jump ahead never skips a period. */
export const LONGEST_PAY_GAP: Record<ScheduleFrequency, number> = {
  weekly: 7,
  biweekly: 14,
  // Two periods make one month, and a short gap is at least 7 days: one gap is at most 24 + 3.
  semimonthly: 16,
  monthly: 32,
};

export const lastDayOfMonth = (year: number, month: number): number => dayOfMonth(year, month, 31);

/**
 * The day of the month an anchor stands for: a month's last day means "the last day" (31, cut to
 * each month's length), since people who pick 28 February or 30 April mean the month's end.
 */
export function anchorDay(date: IsoDate): number {
  const day = toDayNumber(date);
  const parts = partsOf(day);
  return day === lastDayOfMonth(parts.year, parts.month) ? 31 : parts.day;
}

/** The two pay days of a semimonthly month, earlier first. */
export const semimonthlyPayDays = (schedule: PaySchedule): [number, number] => {
  const first = anchorDay(schedule.firstPayDate);
  const second = schedule.secondPayDay ?? 31;
  return first <= second ? [first, second] : [second, first];
};

function fixedLength(schedule: PaySchedule, days: number): NthPeriod {
  const end0 = toDayNumber(schedule.firstPeriodEnd);
  const pay0 = toDayNumber(schedule.firstPayDate);
  return (k) => ({ start: end0 + (k - 1) * days + 1, end: end0 + k * days, pay: pay0 + k * days });
}

function monthly(schedule: PaySchedule): NthPeriod {
  const end = partsOf(toDayNumber(schedule.firstPeriodEnd));
  const pay = partsOf(toDayNumber(schedule.firstPayDate));
  const endDay = anchorDay(schedule.firstPeriodEnd);
  const payDay = anchorDay(schedule.firstPayDate);
  const at = (anchor: { year: number; month: number }, k: number, day: number) => {
    const target = addMonths(anchor.year, anchor.month, k);
    return dayOfMonth(target.year, target.month, day);
  };
  return (k) => ({
    start: at(end, k - 1, endDay) + 1,
    end: at(end, k, endDay),
    pay: at(pay, k, payDay),
  });
}

/** Half-month slots counted from year 0: even = a month's first period or pay day, odd = its second. */
const halfOf = (date: IsoDate, isLateHalf: boolean): number => {
  const { year, month } = partsOf(toDayNumber(date));
  return (year * 12 + month - 1) * 2 + (isLateHalf ? 1 : 0);
};

const monthOfHalf = (half: number) => {
  const month = Math.floor(half / 2);
  return { year: Math.floor(month / 12), month: (month % 12) + 1 };
};

function semimonthly(schedule: PaySchedule): NthPeriod {
  const payDays = semimonthlyPayDays(schedule);
  const endHalf = halfOf(
    schedule.firstPeriodEnd,
    partsOf(toDayNumber(schedule.firstPeriodEnd)).day !== 15,
  );
  const payHalf = halfOf(schedule.firstPayDate, anchorDay(schedule.firstPayDate) !== payDays[0]);
  const endOf = (half: number) => {
    const { year, month } = monthOfHalf(half);
    return half % 2 === 0 ? dayOfMonth(year, month, 15) : lastDayOfMonth(year, month);
  };
  const payOf = (half: number) => {
    const { year, month } = monthOfHalf(half);
    return dayOfMonth(year, month, payDays[half % 2 === 0 ? 0 : 1]);
  };
  return (k) => ({
    start: endOf(endHalf + k - 1) + 1,
    end: endOf(endHalf + k),
    pay: payOf(payHalf + k),
  });
}

/** The periods of a schedule whose anchors have been checked. */
export function nthPeriodOf(schedule: PaySchedule): NthPeriod {
  switch (schedule.frequency) {
    case 'weekly':
      return fixedLength(schedule, 7);
    case 'biweekly':
      return fixedLength(schedule, 14);
    case 'semimonthly':
      return semimonthly(schedule);
    case 'monthly':
      return monthly(schedule);
  }
}
