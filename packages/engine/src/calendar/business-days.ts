import { type IsoDate } from '../dates';
import { EngineInputError } from '../errors';
import { calendarDay, checkInCalendar } from './calendar-range';
import { fromDayNumber, weekdayOf } from './day-numbers';
import { closingHoliday } from './holidays';

const SUNDAY = 0;
const SATURDAY = 6;

/** Whether a day number is a business day; the callers have checked it is in the calendar. */
export function isBusinessDayNumber(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== SUNDAY && weekday !== SATURDAY && closingHoliday(day) === null;
}

/** Monday to Friday, and not a day the Reserve Banks close for a holiday. */
export function isBusinessDay(date: IsoDate): boolean {
  return isBusinessDayNumber(calendarDay(date, 'date'));
}

/** The day itself when it is a business day, else the business day before it (day numbers). */
export function previousBusinessDayNumber(day: number): number {
  let current = day;
  while (!isBusinessDayNumber(current)) current = checkInCalendar(current - 1, 'date');
  return current;
}

/** The date itself when it is a business day, else the business day before it. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  return fromDayNumber(previousBusinessDayNumber(calendarDay(date, 'date')));
}

/** `count` business days after the date (before it when negative); 0 answers the date itself. */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = calendarDay(date, 'date');
  if (!Number.isSafeInteger(count)) throw new EngineInputError('count', 'must be a whole number');
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0;) {
    day = checkInCalendar(day + step, 'count');
    if (isBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}
