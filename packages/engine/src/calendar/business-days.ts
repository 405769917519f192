import { toDayNumber, type IsoDate } from '../dates';
import { fromDayNumber, weekdayOf } from './day-numbers';
import { closedForHoliday } from './holidays';

/** Monday to Friday, and not a day the Reserve Banks close for a holiday. */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(toDayNumber(date));
  return weekday !== 0 && weekday !== 6 && closedForHoliday(date) === null;
}

/** The date itself when it is a business day, else the business day before it. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  let day = toDayNumber(date);
  while (!isBusinessDay(fromDayNumber(day))) day -= 1;
  return fromDayNumber(day);
}

/** `count` business days after the date (before it when negative); 0 answers the date itself. */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = toDayNumber(date);
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0;) {
    day += step;
    if (isBusinessDay(fromDayNumber(day))) left -= 1;
  }
  return fromDayNumber(day);
}
