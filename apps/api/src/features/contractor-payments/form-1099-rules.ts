import { isBusinessDay } from '@paydesk/engine/calendar';

/**
 * The 1099-NEC reporting threshold per year (box 1, in cents): $600 through 2025; $2,000 for
 * payments made after 31 December 2025 (Pub. L. 119-21 §70433, amending §6041(a)), indexed for
 * inflation from 2027 (rounded to $100), whose figure the IRS has not published yet. Data, not
 * code: a year's figure is added here when it is known.
 */
export const FORM_1099_NEC_THRESHOLDS: Readonly<Record<number, number>> = {
  2024: 60_000,
  2025: 60_000,
  2026: 200_000,
};

const knownYears = Object.keys(FORM_1099_NEC_THRESHOLDS)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The year's threshold; a later year than the table knows keeps the last figure (an indexed
 * figure only rises, so no form that is due is missed), an earlier one the first.
 */
export function thresholdCentsOf(year: number): number {
  const known = knownYears.filter((candidate) => candidate <= year).at(-1) ?? knownYears[0] ?? 0;
  return FORM_1099_NEC_THRESHOLDS[known] ?? 0;
}

/**
 * Whether a 1099-NEC must be filed: box 1 of the threshold "or more" (§6041(a) has always read
 * "$600 or more", and the 2025 amendment replaced the amount, not the words), or any backup
 * withholding at all, whatever the amount.
 */
export function isForm1099NecRequired(year: number, box1Cents: number, box4Cents: number): boolean {
  return box1Cents >= thresholdCentsOf(year) || box4Cents > 0;
}

const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The due date of a year's 1099-NEC, to the recipient and the IRS: 31 January of the next year,
 * or the next business day when that is a weekend or a legal holiday (§7503); TY2026 → Monday
 * 1 February 2027.
 */
export function form1099NecDueDate(year: number): string {
  let date = `${year + 1}-01-31`;
  while (!isBusinessDay(date)) date = nextDay(date);
  return date;
}
