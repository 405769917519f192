import type { IsoDate } from '../dates';
import { checkCalendarYear } from '../calendar/calendar-range';
import { addMonths, dayOfMonth, daysInMonth, fromDayNumber } from '../calendar/day-numbers';
import { EngineInputError } from '../errors';
import { irsDueDate } from './irs-calendar';

/** A calendar quarter: 1 is January–March. */
export type Quarter = 1 | 2 | 3 | 4;

export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

/** The quarter of a month (1–12). */
export const quarterOfMonth = (month: number): Quarter => Math.ceil(month / 3) as Quarter;

/** The quarter of a date the caller has checked. */
export const quarterOf = (date: IsoDate): Quarter => quarterOfMonth(Number(date.slice(5, 7)));

export function checkQuarter(quarter: number, field = 'quarter'): Quarter {
  if (quarter !== 1 && quarter !== 2 && quarter !== 3 && quarter !== 4)
    throw new EngineInputError(field, 'must be 1, 2, 3 or 4');
  return quarter;
}

/** First and last day of a quarter. */
export function quarterBounds(year: number, quarter: Quarter): { start: IsoDate; end: IsoDate } {
  checkCalendarYear(year);
  const lastMonth = quarter * 3;
  return {
    start: fromDayNumber(dayOfMonth(year, lastMonth - 2, 1)),
    end: fromDayNumber(dayOfMonth(year, lastMonth, 31)),
  };
}

/** The last day of the month after a quarter: the Form 941 and FUTA deposit deadline. */
function lastDayOfFollowingMonth(year: number, quarter: Quarter): IsoDate {
  const next = addMonths(year, quarter * 3, 1);
  return fromDayNumber(dayOfMonth(next.year, next.month, daysInMonth(next.year, next.month)));
}

/**
 * When Form 941 for a quarter is due: the last day of the month after the quarter, moved past a
 * weekend or legal holiday (Q3 2026: Saturday 31 October → Monday 2 November).
 */
export function form941DueDate(year: number, quarter: Quarter): IsoDate {
  checkCalendarYear(year);
  return irsDueDate(lastDayOfFollowingMonth(year, checkQuarter(quarter)));
}

/** When Form 940 for a year is due: 31 January of the next year, moved past a weekend or holiday. */
export function form940DueDate(year: number): IsoDate {
  checkCalendarYear(year + 1);
  return irsDueDate(fromDayNumber(dayOfMonth(year + 1, 1, 31)));
}

/** The FUTA deposit deadline of quarters 1–3 (the fourth's is the Form 940 due date). */
export const futaQuarterDueDate = (year: number, quarter: Quarter): IsoDate =>
  quarter === 4 ? form940DueDate(year) : irsDueDate(lastDayOfFollowingMonth(year, quarter));
