import type { IsoDate } from '../dates';
import { calendarDay } from '../calendar/calendar-range';
import { EngineInputError } from '../errors';

/** A whole, non-negative number of cents. */
export function checkCents(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new EngineInputError(field, 'must be a whole number of cents, 0 or more');
  return value;
}

/** A date of the calendar, returned as its day number. */
export const checkDate = (date: IsoDate, field: string): number => calendarDay(date, field);

/** A date of the calendar that must fall in a given year. */
export function checkDateInYear(date: IsoDate, year: number, field: string): number {
  const day = calendarDay(date, field);
  if (Number(date.slice(0, 4)) !== year) throw new EngineInputError(field, `must be in ${year}`);
  return day;
}
