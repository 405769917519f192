import { toDayNumber, type IsoDate } from '../dates';
import { EngineInputError } from '../errors';
import { addBusinessDays, previousBusinessDayNumber } from './business-days';
import { isInCalendar } from './calendar-range';
import { fromDayNumber, isIsoDate, weekdayOf } from './day-numbers';
import { closingHoliday, type HolidayId } from './holidays';
import { checkPaySchedule } from './schedule-checks';
import { LONGEST_PAY_GAP, nthPeriodOf, type PaySchedule } from './schedule-rules';

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
/** The API's `ACH_LEAD_DAYS` takes the same range. */
const MAX_ACH_LEAD_DAYS = 10;

const SUNDAY = 0;
const SATURDAY = 6;

function periodOf(
  nth: { start: number; end: number; pay: number },
  achLeadDays: number,
): PayPeriod {
  const scheduledPayDate = fromDayNumber(nth.pay);
  const payDate = fromDayNumber(previousBusinessDayNumber(nth.pay));
  const weekday = weekdayOf(nth.pay);
  const isWeekend = weekday === SATURDAY || weekday === SUNDAY;
  // A weekend wins when both apply: a Sunday holiday closes the Monday after, not the Sunday.
  const adjustment = payDate === scheduledPayDate ? null : isWeekend ? 'weekend' : 'holiday';
  return {
    periodStart: fromDayNumber(nth.start),
    periodEnd: fromDayNumber(nth.end),
    scheduledPayDate,
    payDate,
    adjustment,
    holiday: adjustment === 'holiday' ? (closingHoliday(nth.pay)?.id ?? null) : null,
    submissionDeadline: addBusinessDays(payDate, -achLeadDays),
  };
}

function checkCounts(count: number, achLeadDays: number): void {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new EngineInputError('count', 'must be a whole number, 0 or more');
  if (!Number.isInteger(achLeadDays) || achLeadDays < 0 || achLeadDays > MAX_ACH_LEAD_DAYS)
    throw new EngineInputError('achLeadDays', `must be a whole number, 0 to ${MAX_ACH_LEAD_DAYS}`);
}

/**
 * `count` pay periods of a schedule, the first being the first whose (moved) pay date is on or
 * after `from`, and never one before the schedule's first period. Fewer when the calendar ends
 * (2099). Pure: the caller gives the dates.
 */
export function payPeriods(
  schedule: PaySchedule,
  from: IsoDate,
  count: number,
  achLeadDays: number = DEFAULT_ACH_LEAD_DAYS,
): PayPeriod[] {
  checkPaySchedule(schedule);
  checkCounts(count, achLeadDays);
  // Any real date will do: before the first period it means "from the start", after 2099 "none".
  if (typeof from !== 'string' || !isIsoDate(from))
    throw new EngineInputError('from', 'must be a date YYYY-MM-DD');
  const target = toDayNumber(from);
  const nth = nthPeriodOf(schedule);
  // Jump to a period certainly paid before `from` (a long gap and two spare periods), then walk.
  const ahead = target - nth(0).pay;
  let k = Math.max(0, Math.floor(ahead / LONGEST_PAY_GAP[schedule.frequency]) - 2);
  for (; ; k += 1) {
    const pay = nth(k).pay;
    if (!isInCalendar(pay)) return [];
    if (previousBusinessDayNumber(pay) >= target) break;
  }
  const periods: PayPeriod[] = [];
  for (let i = 0; i < count; i += 1) {
    const next = nth(k + i);
    if (!isInCalendar(next.pay)) break;
    periods.push(periodOf(next, achLeadDays));
  }
  return periods;
}
