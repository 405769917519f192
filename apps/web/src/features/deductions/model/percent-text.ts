/**
 * A percentage as typed ("5", "2,5", " 3.25 ") as the number the contracts take. An empty or
 * unreadable text is NaN, so that the contract names the field it belongs to rather than
 * reporting a missing choice elsewhere.
 */
export function percentOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** A required amount in cents as the form holds it: null (nothing typed) is NaN to the contract. */
export const requiredCents = (cents: number | null): number => cents ?? Number.NaN;

/** A percentage the server answered, as the form shows it again ("2.5"). */
export const percentText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
