/** A calendar date (YYYY-MM-DD) as a UTC day number, so no time zone moves it. */
const dayOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;
const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The Monday that starts the week holding a date. */
export function weekStartOf(isoDate: string): string {
  const day = dayOf(isoDate);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const fromMonday = (((day + 3) % 7) + 7) % 7;
  return isoOf(day - fromMonday);
}

export const addDays = (isoDate: string, days: number): string => isoOf(dayOf(isoDate) + days);

type Dated = { startDate: string; endDate: string };

export type CalendarWeek<T extends Dated> = { start: string; end: string; items: T[] };

/**
 * The team calendar: `count` weeks from the one holding `today`, Monday to Sunday, each with the
 * time off that touches it (a request across a weekend shows in both weeks), earliest first.
 * Time off that ended before this week is history, not the calendar's.
 */
export function calendarWeeks<T extends Dated>(
  items: readonly T[],
  today: string,
  count: number,
): CalendarWeek<T>[] {
  const first = weekStartOf(today);
  const sorted = [...items].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate),
  );
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(first, index * 7);
    const end = addDays(start, 6);
    return {
      start,
      end,
      items: sorted.filter((item) => item.startDate <= end && item.endDate >= start),
    };
  });
}

/** Today in the reader's own calendar (their time zone), as YYYY-MM-DD. */
export function readerToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
