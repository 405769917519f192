import { formatNumber } from '@web/shared/i18n/format';
import type { Locale } from '@web/shared/i18n/catalogues';
import { parseNumberText } from '@web/shared/forms/number-text';

/** Most hours one line may carry in a period: a month of round-the-clock work is below it. */
export const MAX_HOURS = 999.99;

export type ValueParse = { ok: true; value: number } | { ok: false; errorId: string };

/**
 * Hours as typed in a line ("38.5", "38,5"): empty is zero, at most two decimals, never
 * negative. Rounded to hundredths through integers so 0.1 + 0.2 never leaks into a request.
 */
export function parseHoursText(text: string): ValueParse {
  const parsed = parseNumberText(text);
  if (!parsed.ok) return { ok: false, errorId: 'payroll.line.error.hours' };
  const value = parsed.value ?? 0;
  if (value < 0 || value > MAX_HOURS) return { ok: false, errorId: 'payroll.line.error.hours' };
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6) {
    return { ok: false, errorId: 'payroll.line.error.hoursDecimals' };
  }
  return { ok: true, value: hundredths / 100 };
}

/** Hours shown in the locale with at most two decimals ("38.5", "38,5"). */
export const formatHours = (hours: number, locale: Locale): string =>
  formatNumber(hours, locale, { maximumFractionDigits: 2 });

/** Hours as editable text: no grouping, the locale's decimal mark. */
export const hoursInputText = (hours: number, locale: Locale): string =>
  formatNumber(hours, locale, { maximumFractionDigits: 2, useGrouping: false });
