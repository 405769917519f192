// Dates come in as strings and are never compared with a clock. Files hold two-digit years,
// read as 20YY.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** YYYY-MM-DD of a real date in 2000-2099, else undefined. */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  return y >= 2000 && y <= 2099 && isRealDate(y, m, d) ? { y, m, d } : undefined;
}

/** '2026-01-15' → '260115' (the value must be valid). */
function isoDateToYymmdd(value: string): string {
  return value.slice(2, 4) + value.slice(5, 7) + value.slice(8, 10);
}

/** '260115' → '2026-01-15'; anything but 6 digits comes back as it is, for the checks to report. */
export function yymmddToIsoDate(raw: string): string {
  if (!/^\d{6}$/.test(raw)) return raw;
  return `20${raw.slice(0, 2)}-${raw.slice(2, 4)}-${raw.slice(4, 6)}`;
}

export type CreatedAtProblem = { part: 'date' | 'time'; message: string };

/** File creation date (YYMMDD) and time (HHMM, or 4 blanks) of a createdAt value, in UTC. */
export function parseCreatedAt(value: string): { date: string; time: string } | CreatedAtProblem {
  const dateOnly = parseIsoDate(value);
  if (dateOnly) return { date: isoDateToYymmdd(value), time: '    ' };
  const match = ISO_DATE_TIME.exec(value);
  const datePart = value.slice(0, 10);
  if (!parseIsoDate(datePart)) {
    return { part: 'date', message: `"${value}" does not start with a real date (YYYY-MM-DD)` };
  }
  if (!match) {
    return {
      part: 'time',
      message: `"${value}" is not YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS](Z|±HH:MM)`,
    };
  }
  const [hh, mi, ss] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  const zone = match[7] ?? 'Z';
  const zoneMinutes =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  if (hh > 23 || mi > 59 || ss > 59 || Math.abs(zoneMinutes) > 23 * 60 + 59) {
    return { part: 'time', message: `"${value}" has no such time of day or zone offset` };
  }
  const { y, m, d } = parseIsoDate(datePart) ?? { y: 0, m: 0, d: 0 };
  // Date.UTC and getUTC* never consult the machine's time zone.
  const utc = new Date(Date.UTC(y, m - 1, d, hh, mi) - zoneMinutes * 60_000);
  const year = utc.getUTCFullYear();
  if (year < 2000 || year > 2099) {
    return { part: 'date', message: `"${value}" is outside 2000-2099 in UTC` };
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: two(year % 100) + two(utc.getUTCMonth() + 1) + two(utc.getUTCDate()),
    time: two(utc.getUTCHours()) + two(utc.getUTCMinutes()),
  };
}

/** The createdAt value that writes back as this date and time (YYYY-MM-DD when time is blank). */
export function createdAtFromFile(date: string, time: string): string {
  if (date === '      ') return '';
  const day = /^\d{6}$/.test(date)
    ? `20${date.slice(0, 2)}-${date.slice(2, 4)}-${date.slice(4, 6)}`
    : date;
  if (time === '    ') return day;
  return `${day}T${time.slice(0, 2)}:${time.slice(2, 4)}:00Z`;
}

/** The canonical createdAt of any accepted value (what a read gives back); invalid stays as is. */
export function normalizeCreatedAt(value: string): string {
  const parsed = parseCreatedAt(value);
  return 'part' in parsed ? value : createdAtFromFile(parsed.date, parsed.time);
}
