import { calendarDay, checkInCalendar, LAST_CALENDAR_YEAR } from '../calendar/calendar-range';
import { dayOfMonth, fromDayNumber, partsOf, weekdayOf } from '../calendar/day-numbers';
import { federalReserveHolidays, type HolidayId } from '../calendar/holidays';
import { toDayNumber, type IsoDate } from '../dates';
import { EngineInputError } from '../errors';

/**
 * IRS due dates move past a "legal holiday", which 26 U.S.C. 7503 defines as a legal holiday in
 * the District of Columbia: the federal holidays as observed by federal offices, plus the
 * District's own. This is not the Federal Reserve calendar of `src/calendar`: a Saturday holiday
 * keeps the Reserve Banks open on the Friday but closes the IRS, and the Fed ignores April 16.
 */
export type IrsHolidayId = HolidayId | 'dc_emancipation_day' | 'inauguration_day';

export type IrsLegalHoliday = {
  id: IrsHolidayId;
  /** The holiday itself (1 January 2028 for New Year's Day 2028). */
  date: IsoDate;
  /** The day due dates move past: Friday for a Saturday holiday, Monday for a Sunday one. */
  observed: IsoDate;
};

const SUNDAY = 0;
const SATURDAY = 6;

// 5 U.S.C. 6103(b) and E.O. 11582 for federal holidays; D.C. Code 1-612.02 applies the same
// shift to April 16, so one rule serves both.
const observedDay = (day: number): number => {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY ? day - 1 : weekday === SUNDAY ? day + 1 : day;
};

// The District made April 16 a public holiday in 2005.
const EMANCIPATION_DAY_FROM = 2005;

/** The holidays whose date is in `year`, each with its observed day (possibly in another year). */
function holidaysDatedIn(year: number): IrsLegalHoliday[] {
  const days: { id: IrsHolidayId; day: number; observed: number }[] = federalReserveHolidays(
    year,
  ).map((holiday) => {
    const day = toDayNumber(holiday.date);
    return { id: holiday.id, day, observed: observedDay(day) };
  });
  if (year >= EMANCIPATION_DAY_FROM) {
    const day = dayOfMonth(year, 4, 16);
    days.push({ id: 'dc_emancipation_day', day, observed: observedDay(day) });
  }
  // 5 U.S.C. 6103(c): 20 January of each fourth year after 1965, a District holiday; a Sunday
  // inauguration is held, and observed, on the Monday. A Saturday one is not moved.
  if (year > 1965 && (year - 1965) % 4 === 0) {
    const day = dayOfMonth(year, 1, 20);
    days.push({ id: 'inauguration_day', day, observed: weekdayOf(day) === SUNDAY ? day + 1 : day });
  }
  return days
    .sort((a, b) => a.observed - b.observed)
    .map(({ id, day, observed }) => ({
      id,
      date: fromDayNumber(day),
      observed: fromDayNumber(observed),
    }));
}

const observedByYear = new Map<number, readonly IrsLegalHoliday[]>();

/**
 * The IRS legal holidays observed in a year (1900–2099), in date order. A New Year's Day on a
 * Saturday is observed on 31 December of the year before, so that year's list carries it.
 */
export function irsLegalHolidays(year: number): readonly IrsLegalHoliday[] {
  const known = observedByYear.get(year);
  if (known) return known;
  const candidates = [
    ...holidaysDatedIn(year),
    ...(year < LAST_CALENDAR_YEAR ? holidaysDatedIn(year + 1) : []),
  ];
  const observed = candidates.filter(
    (holiday) => partsOf(toDayNumber(holiday.observed)).year === year,
  );
  observedByYear.set(year, observed);
  return observed;
}

/** The holiday observed on a day number the caller knows is in the calendar, if any. */
function holidayOnDay(day: number): IrsLegalHoliday | null {
  const date = fromDayNumber(day);
  return irsLegalHolidays(partsOf(day).year).find((holiday) => holiday.observed === date) ?? null;
}

const isIrsBusinessDayNumber = (day: number): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== SUNDAY && weekday !== SATURDAY && holidayOnDay(day) === null;
};

/** The IRS legal holiday observed on a date, if any. */
export const irsLegalHolidayOn = (date: IsoDate): IrsLegalHoliday | null =>
  holidayOnDay(calendarDay(date, 'date'));

/** Monday to Friday and not an IRS legal holiday. */
export const isIrsBusinessDay = (date: IsoDate): boolean =>
  isIrsBusinessDayNumber(calendarDay(date, 'date'));

/** `count` IRS business days after a date (count ≥ 1), for deadlines counted in business days. */
export function addIrsBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = calendarDay(date, 'date');
  if (!Number.isSafeInteger(count) || count < 1)
    throw new EngineInputError('count', 'must be a whole number of days, 1 or more');
  for (let left = count; left > 0;) {
    day = checkInCalendar(day + 1, 'date');
    if (isIrsBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/** The first IRS business day after a date (the $100,000 next-day deposit rule). */
export const nextIrsBusinessDay = (date: IsoDate): IsoDate => addIrsBusinessDays(date, 1);

/**
 * A statutory due date as the IRS applies it: the date itself on a business day, else the next
 * business day (26 U.S.C. 7503).
 */
export const irsDueDate = (date: IsoDate): IsoDate =>
  isIrsBusinessDay(date) ? date : nextIrsBusinessDay(date);
