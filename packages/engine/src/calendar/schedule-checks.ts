import { toDayNumber } from '../dates';
import { EngineInputError } from '../errors';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from './calendar-range';
import { isIsoDate, partsOf } from './day-numbers';
import { anchorDay, lastDayOfMonth, nthPeriodOf, type PaySchedule } from './schedule-rules';

/** A pay date may come at most this long after its period ends (a month in arrears). */
const MAX_ARREARS_DAYS = 31;
/** …and at most this long before it (paying the rest of a long period in advance). */
const MAX_ADVANCE_DAYS = 14;
/** Semimonthly pay days closer than this would pay two periods in one week. */
const MIN_PAY_DAY_GAP = 7;

// The first year has no room for a deadline before an early-January pay date, and the last has
// no room for a whole period: anchors stay one year inside the calendar.
const FIRST_ANCHOR_YEAR = FIRST_CALENDAR_YEAR + 1;
const LAST_ANCHOR_YEAR = LAST_CALENDAR_YEAR - 1;

const fail = (field: string, message: string): never => {
  throw new EngineInputError(field, message);
};

function checkDates(schedule: PaySchedule): void {
  for (const field of ['firstPeriodEnd', 'firstPayDate'] as const) {
    const value: unknown = schedule[field];
    if (typeof value !== 'string' || !isIsoDate(value)) fail(field, 'must be a date YYYY-MM-DD');
    const year = Number(schedule[field].slice(0, 4));
    if (year < FIRST_ANCHOR_YEAR || year > LAST_ANCHOR_YEAR)
      fail(field, `must be in ${FIRST_ANCHOR_YEAR}–${LAST_ANCHOR_YEAR}`);
  }
}

function checkSecondPayDay(schedule: PaySchedule): void {
  const second = schedule.secondPayDay ?? null;
  if (schedule.frequency !== 'semimonthly') {
    if (second !== null) fail('secondPayDay', 'is only for a semimonthly schedule');
    return;
  }
  const end = partsOf(toDayNumber(schedule.firstPeriodEnd));
  if (end.day !== 15 && end.day !== partsOf(lastDayOfMonth(end.year, end.month)).day)
    fail('firstPeriodEnd', "must be a 15th or a month's last day for a semimonthly schedule");
  if (second === null) return fail('secondPayDay', 'is required for a semimonthly schedule');
  if (!Number.isInteger(second) || second < 1 || second > 31)
    fail('secondPayDay', 'must be a day of the month, 1 to 31');
  if (Math.abs(second - anchorDay(schedule.firstPayDate)) < MIN_PAY_DAY_GAP)
    fail('secondPayDay', `must be at least ${MIN_PAY_DAY_GAP} days from the first pay day`);
}

/** Checks a schedule's anchors; an input error names the field that is wrong. */
export function checkPaySchedule(schedule: PaySchedule): void {
  const frequencies: readonly string[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
  if (!frequencies.includes(schedule.frequency))
    fail('frequency', 'must be weekly, biweekly, semimonthly or monthly');
  checkDates(schedule);
  checkSecondPayDay(schedule);
  const end = toDayNumber(schedule.firstPeriodEnd);
  const pay = toDayNumber(schedule.firstPayDate);
  if (pay > end + MAX_ARREARS_DAYS)
    fail('firstPayDate', `must be at most ${MAX_ARREARS_DAYS} days after the first period's end`);
  if (pay < end - MAX_ADVANCE_DAYS)
    fail('firstPayDate', `must be at most ${MAX_ADVANCE_DAYS} days before the first period's end`);
  if (pay < nthPeriodOf(schedule)(0).start)
    fail('firstPayDate', 'must not be before the first period starts');
}
