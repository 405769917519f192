import { toDayNumber, type IsoDate } from '../dates';
import { EngineInputError } from '../errors';
import { addBusinessDays, previousBusinessDay } from './business-days';
import { addMonths, dayOfMonth, fromDayNumber, isIsoDate, partsOf, weekdayOf } from './day-numbers';
import {
  closedForHoliday,
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
  type HolidayId,
} from './holidays';

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

export type PayPeriod = {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** The pay date the schedule gives. */
  scheduledPayDate: IsoDate;
  /** The date people are paid: the scheduled one, or the business day before it. */
  payDate: IsoDate;
  /** Why the pay date moved, if it did. */
  adjustment: 'weekend' | 'holiday' | null;
  /** The holiday that moved it. */
  holiday: HolidayId | null;
  /** The last day to submit the payroll: `achLeadDays` business days before the pay date. */
  submissionDeadline: IsoDate;
};

export const DEFAULT_ACH_LEAD_DAYS = 2;

/** A pay date may come at most this long after its period ends (a month in arrears). */
const MAX_ARREARS_DAYS = 31;
/** …and at most this long before it (paying for the rest of the period in advance). */
const MAX_ADVANCE_DAYS = 14;

const fail = (field: string, message: string): never => {
  throw new EngineInputError(field, message);
};

const lastDay = (year: number, month: number) => dayOfMonth(year, month, 31);

/** The k-th (from 0) period end and scheduled pay date of a schedule, as day numbers. */
type Nth = (k: number) => { end: number; start: number; pay: number };

function fixedLength(schedule: PaySchedule, days: number): Nth {
  const end0 = toDayNumber(schedule.firstPeriodEnd);
  const pay0 = toDayNumber(schedule.firstPayDate);
  return (k) => ({ end: end0 + k * days, start: end0 + k * days - days + 1, pay: pay0 + k * days });
}

function monthly(schedule: PaySchedule): Nth {
  const end = partsOf(toDayNumber(schedule.firstPeriodEnd));
  const pay = partsOf(toDayNumber(schedule.firstPayDate));
  // A month-end anchor stays at the month's end (28, 30 or 31); another day is cut to short months.
  const endDay =
    toDayNumber(schedule.firstPeriodEnd) === lastDay(end.year, end.month) ? 31 : end.day;
  const at = (year: number, month: number, k: number, day: number) => {
    const target = addMonths(year, month, k);
    return dayOfMonth(target.year, target.month, day);
  };
  return (k) => {
    const previous = at(end.year, end.month, k - 1, endDay);
    return {
      end: at(end.year, end.month, k, endDay),
      start: previous + 1,
      pay: at(pay.year, pay.month, k, pay.day),
    };
  };
}

function semimonthly(schedule: PaySchedule): Nth {
  const firstEnd = partsOf(toDayNumber(schedule.firstPeriodEnd));
  const firstPay = partsOf(toDayNumber(schedule.firstPayDate));
  const second =
    schedule.secondPayDay ?? fail('secondPayDay', 'is required for a semimonthly schedule');
  const payDays = [firstPay.day, second].sort((a, b) => a - b);
  // Half-months since year 0: even = the 1st–15th, odd = the 16th–end.
  const endHalf = (firstEnd.year * 12 + firstEnd.month - 1) * 2 + (firstEnd.day === 15 ? 0 : 1);
  const payIndex =
    (firstPay.year * 12 + firstPay.month - 1) * 2 + (firstPay.day === payDays[0] ? 0 : 1);
  const halfToEnd = (half: number) => {
    const month = Math.floor(half / 2);
    const year = Math.floor(month / 12);
    const monthOfYear = (month % 12) + 1;
    return half % 2 === 0 ? dayOfMonth(year, monthOfYear, 15) : lastDay(year, monthOfYear);
  };
  const payOf = (index: number) => {
    const month = Math.floor(index / 2);
    const year = Math.floor(month / 12);
    return dayOfMonth(year, (month % 12) + 1, payDays[index % 2] ?? 31);
  };
  return (k) => ({
    end: halfToEnd(endHalf + k),
    start: halfToEnd(endHalf + k - 1) + 1,
    pay: payOf(payIndex + k),
  });
}

function checkAnchors(schedule: PaySchedule): void {
  if (!isIsoDate(schedule.firstPeriodEnd)) fail('firstPeriodEnd', 'must be a date YYYY-MM-DD');
  if (!isIsoDate(schedule.firstPayDate)) fail('firstPayDate', 'must be a date YYYY-MM-DD');
  for (const field of ['firstPeriodEnd', 'firstPayDate'] as const) {
    const year = Number(schedule[field].slice(0, 4));
    if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR - 1)
      fail(field, `must be in ${FIRST_CALENDAR_YEAR}–${LAST_CALENDAR_YEAR - 1}`);
  }
  const end = toDayNumber(schedule.firstPeriodEnd);
  const pay = toDayNumber(schedule.firstPayDate);
  if (pay > end + MAX_ARREARS_DAYS)
    fail('firstPayDate', `must be at most ${MAX_ARREARS_DAYS} days after the first period's end`);
  if (pay < end - MAX_ADVANCE_DAYS)
    fail('firstPayDate', `must be at most ${MAX_ADVANCE_DAYS} days before the first period's end`);
  const second = schedule.secondPayDay;
  if (schedule.frequency === 'semimonthly') {
    const endDay = partsOf(end);
    if (endDay.day !== 15 && end !== lastDay(endDay.year, endDay.month))
      fail('firstPeriodEnd', "must be a 15th or a month's last day for a semimonthly schedule");
    if (second === undefined || second === null)
      fail('secondPayDay', 'is required for a semimonthly schedule');
    else if (!Number.isInteger(second) || second < 1 || second > 31)
      fail('secondPayDay', 'must be a day of the month, 1 to 31');
    else if (Math.abs(second - partsOf(pay).day) < 7)
      fail('secondPayDay', 'must be at least 7 days from the first pay day of the month');
  } else if (second !== undefined && second !== null) {
    fail('secondPayDay', 'is only for a semimonthly schedule');
  }
}

function nthOf(schedule: PaySchedule): Nth {
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

const SATURDAY = 6;
const SUNDAY = 0;

function periodOf(nth: ReturnType<Nth>, achLeadDays: number): PayPeriod {
  const scheduledPayDate = fromDayNumber(nth.pay);
  const payDate = previousBusinessDay(scheduledPayDate);
  const weekday = weekdayOf(nth.pay);
  const holiday = closedForHoliday(scheduledPayDate);
  const adjustment =
    payDate === scheduledPayDate
      ? null
      : weekday === SATURDAY || weekday === SUNDAY
        ? 'weekend'
        : 'holiday';
  return {
    periodStart: fromDayNumber(nth.start),
    periodEnd: fromDayNumber(nth.end),
    scheduledPayDate,
    payDate,
    adjustment,
    holiday: adjustment === 'holiday' ? (holiday?.id ?? null) : null,
    submissionDeadline: addBusinessDays(payDate, -achLeadDays),
  };
}

/** Checks a schedule's anchors; an input error names the field that is wrong. */
export function checkPaySchedule(schedule: PaySchedule): void {
  checkAnchors(schedule);
}

/**
 * `count` pay periods of a schedule, the first being the first whose pay date is on or after
 * `from` (never one before the schedule's first period). Pure: the caller gives the dates.
 */
export function payPeriods(
  schedule: PaySchedule,
  from: IsoDate,
  count: number,
  achLeadDays: number = DEFAULT_ACH_LEAD_DAYS,
): PayPeriod[] {
  checkAnchors(schedule);
  if (!isIsoDate(from)) fail('from', 'must be a date YYYY-MM-DD');
  const nth = nthOf(schedule);
  const target = toDayNumber(from);
  const lastYear = LAST_CALENDAR_YEAR;
  // Step quickly to near the first wanted period, then walk.
  let k = 0;
  const step = schedule.frequency === 'weekly' ? 7 : schedule.frequency === 'biweekly' ? 14 : 15;
  const first = nth(0).pay;
  if (target > first) k = Math.max(0, Math.floor((target - first) / (step + 1)) - 2);
  while (previousBusinessDayNumber(nth(k).pay) < target) k += 1;
  const periods: PayPeriod[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = nth(k + i);
    if (partsOf(next.pay).year > lastYear) break;
    periods.push(periodOf(next, achLeadDays));
  }
  return periods;
}

const previousBusinessDayNumber = (day: number) =>
  toDayNumber(previousBusinessDay(fromDayNumber(day)));
