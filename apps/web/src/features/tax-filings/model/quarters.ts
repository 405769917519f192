/** A calendar quarter: the unit Forms 941 and most state returns are filed by. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

const pad = (n: number): string => String(n).padStart(2, '0');

/** The quarter a `YYYY-MM-DD` date falls in. */
export function quarterOf(isoDate: string): Quarter {
  const month = Number(isoDate.slice(5, 7));
  return {
    year: Number(isoDate.slice(0, 4)),
    quarter: (Math.floor((month - 1) / 3) + 1) as Quarter['quarter'],
  };
}

/** The quarter of today in UTC, the day the API's clock reads. */
export const currentQuarter = (now: Date = new Date()): Quarter =>
  quarterOf(now.toISOString().slice(0, 10));

/** Its first and last days, both inclusive: what the ledger's `from` and `to` take. */
export function quarterRange({ year, quarter }: Quarter): { from: string; to: string } {
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

/** The quarter `steps` quarters later (earlier when negative). */
export function shiftQuarter({ year, quarter }: Quarter, steps: number): Quarter {
  const index = year * 4 + (quarter - 1) + steps;
  return { year: Math.floor(index / 4), quarter: ((index % 4) + 1) as Quarter['quarter'] };
}

/** `2026-Q4`: the quarter in the page's address. */
export const quarterKey = ({ year, quarter }: Quarter): string => `${year}-Q${quarter}`;

/** A quarter read back from the address; anything else is null (the page then shows today's). */
export function parseQuarterKey(text: string | null): Quarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(text ?? '');
  if (!match) return null;
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] };
}

export const sameQuarter = (a: Quarter, b: Quarter): boolean =>
  a.year === b.year && a.quarter === b.quarter;
