import { toDayNumber, type IsoDate } from '../dates';

const MS_PER_DAY = 86_400_000;

/** The date of a day number (days since 1970-01-01, UTC). */
export const fromDayNumber = (day: number): IsoDate =>
  new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. Day 0 (1970-01-01) was a Thursday. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day number of a year, month (1–12) and day, the day cut to the month's length. */
export const dayOfMonth = (year: number, month: number, day: number): number =>
  toDayNumber(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(
      Math.min(day, daysInMonth(year, month)),
    ).padStart(2, '0')}`,
  );

/** Year, month (1–12) and day of a day number. */
export function partsOf(day: number): { year: number; month: number; day: number } {
  const date = fromDayNumber(day);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** A month `count` months after year/month (count may be negative). */
export function addMonths(
  year: number,
  month: number,
  count: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether the text is a real calendar date `YYYY-MM-DD`. */
export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && fromDayNumber(toDayNumber(text)) === text;
