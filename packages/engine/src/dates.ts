/**
 * Calendar dates as `YYYY-MM-DD` text and whole day numbers. The engine never reads the clock:
 * every date it uses comes from its input.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 (UTC, so no time zone or daylight saving shift creeps in). */
export const toDayNumber = (date: IsoDate): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  MS_PER_DAY;

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));

/** Monday to Friday between two day numbers, both included. */
export const countWeekdays = (firstDay: number, lastDay: number): number => {
  let count = 0;
  for (let day = firstDay; day <= lastDay; day += 1) {
    // Day 0 (1970-01-01) was a Thursday: +4 makes Sunday 0.
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
};
