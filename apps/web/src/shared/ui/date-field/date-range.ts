/** The range every date picker accepts (spec §5). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text is a real calendar date inside the accepted range. */
export function isDateInRange(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= MIN_DATE && value <= MAX_DATE;
}
