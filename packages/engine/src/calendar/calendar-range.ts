import { toDayNumber, type IsoDate } from '../dates';
import { EngineInputError } from '../errors';
import { isIsoDate } from './day-numbers';

export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 2099;

const FIRST_DAY = toDayNumber(`${FIRST_CALENDAR_YEAR}-01-01`);
const LAST_DAY = toDayNumber(`${LAST_CALENDAR_YEAR}-12-31`);

const RANGE = `${FIRST_CALENDAR_YEAR}–${LAST_CALENDAR_YEAR}`;

export const isInCalendar = (day: number): boolean => day >= FIRST_DAY && day <= LAST_DAY;

/**
 * The day number of a date the calendar knows. Outside 1900–2099 the holiday rules are a guess
 * (and `Date.UTC` reads years 0–99 as 1900–1999), so the engine refuses rather than answer wrong.
 */
export function calendarDay(date: IsoDate, field: string): number {
  if (typeof date !== 'string' || !isIsoDate(date))
    throw new EngineInputError(field, 'must be a date YYYY-MM-DD');
  const day = toDayNumber(date);
  if (!isInCalendar(day)) throw new EngineInputError(field, `must be in ${RANGE}`);
  return day;
}

/** A day number reached by counting, refused when the count walks off the calendar. */
export function checkInCalendar(day: number, field: string): number {
  if (!isInCalendar(day)) throw new EngineInputError(field, `goes beyond ${RANGE}`);
  return day;
}

export function checkCalendarYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR)
    throw new EngineInputError('year', `must be a whole year in ${RANGE}`);
}
