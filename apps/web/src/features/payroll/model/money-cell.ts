import { parseMoneyInput } from '@web/shared/forms/money';
import type { Locale } from '@web/shared/i18n/catalogues';
import type { ValueParse } from './hours';

/**
 * A line's money as typed ("150", "1 234,50" in French) → integer cents: empty is zero, never
 * negative, never floating point.
 */
export function parseLineMoney(text: string, locale: Locale): ValueParse {
  const parsed = parseMoneyInput(text, locale);
  if (!parsed.ok) return { ok: false, errorId: 'payroll.line.error.money' };
  return { ok: true, value: parsed.cents ?? 0 };
}
