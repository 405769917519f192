/**
 * A number typed into a plain number field (hours, allowances): a decimal point or comma, no
 * grouping. Anything that is not a number is `invalid`; the contract then judges the number
 * itself (negative, too many decimals, not whole), so its message is the one shown.
 */
export type NumberParse = { ok: true; value: number | null } | { ok: false };

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

export function parseNumberText(text: string): NumberParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!NUMBER.test(trimmed)) return { ok: false };
  return { ok: true, value: Number(trimmed.replace(',', '.')) };
}
