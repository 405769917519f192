import type { IsoDate } from '../dates';
import { calendarDay, checkCalendarYear } from './calendar-range';
import { dayOfMonth, fromDayNumber, partsOf, weekdayOf } from './day-numbers';

/** The Federal Reserve's eleven holidays, by a stable id (the SPA names them in its catalogues). */
export type HolidayId =
  | 'new_years_day'
  | 'martin_luther_king_jr_day'
  | 'presidents_day'
  | 'memorial_day'
  | 'juneteenth'
  | 'independence_day'
  | 'labor_day'
  | 'columbus_day'
  | 'veterans_day'
  | 'thanksgiving_day'
  | 'christmas_day';

export type Holiday = {
  id: HolidayId;
  /** The holiday itself. */
  date: IsoDate;
  /** The day the Reserve Banks close for it: Monday for a Sunday holiday, none for a Saturday one. */
  closedOn: IsoDate | null;
};

/** The n-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = dayOfMonth(year, month, 31);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayOfMonth(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

type Rule = { id: HolidayId; from?: number; day: (year: number) => number };

const MONDAY = 1;
const THURSDAY = 4;

// Today's rules, applied to every year of the calendar's range, except for the two holidays that
// did not exist before a known year: Martin Luther King Jr. Day (first observed 1986) and
// Juneteenth (2022 for the Reserve Banks).
const rules: readonly Rule[] = [
  { id: 'new_years_day', day: (year) => dayOfMonth(year, 1, 1) },
  { id: 'martin_luther_king_jr_day', from: 1986, day: (year) => nthWeekday(year, 1, MONDAY, 3) },
  { id: 'presidents_day', day: (year) => nthWeekday(year, 2, MONDAY, 3) },
  { id: 'memorial_day', day: (year) => nthWeekday(year, 5, MONDAY, -1) },
  { id: 'juneteenth', from: 2022, day: (year) => dayOfMonth(year, 6, 19) },
  { id: 'independence_day', day: (year) => dayOfMonth(year, 7, 4) },
  { id: 'labor_day', day: (year) => nthWeekday(year, 9, MONDAY, 1) },
  { id: 'columbus_day', day: (year) => nthWeekday(year, 10, MONDAY, 2) },
  { id: 'veterans_day', day: (year) => dayOfMonth(year, 11, 11) },
  { id: 'thanksgiving_day', day: (year) => nthWeekday(year, 11, THURSDAY, 4) },
  { id: 'christmas_day', day: (year) => dayOfMonth(year, 12, 25) },
];

const SUNDAY = 0;
const SATURDAY = 6;

const byYear = new Map<number, Holiday[]>();

/** The Federal Reserve holidays of a year (1900–2099), in calendar order. */
export function federalReserveHolidays(year: number): Holiday[] {
  const known = byYear.get(year);
  if (known) return known;
  checkCalendarYear(year);
  const holidays = rules
    .filter((rule) => rule.from === undefined || year >= rule.from)
    .map((rule) => {
      const day = rule.day(year);
      const weekday = weekdayOf(day);
      const closed = weekday === SATURDAY ? null : weekday === SUNDAY ? day + 1 : day;
      return {
        id: rule.id,
        date: fromDayNumber(day),
        closedOn: closed === null ? null : fromDayNumber(closed),
      };
    });
  byYear.set(year, holidays);
  return holidays;
}

/** The holiday the Reserve Banks close for on a day number the caller knows is in the calendar. */
export function closingHoliday(day: number): Holiday | null {
  const date = fromDayNumber(day);
  // Only a Sunday holiday moves, one day on, and none falls on 31 December: a day's closing is
  // always one of its own year's holidays.
  return (
    federalReserveHolidays(partsOf(day).year).find((holiday) => holiday.closedOn === date) ?? null
  );
}

/** The holiday the Reserve Banks are closed for on a date, if any. */
export const closedForHoliday = (date: IsoDate): Holiday | null =>
  closingHoliday(calendarDay(date, 'date'));
