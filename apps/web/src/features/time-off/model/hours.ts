import { formatNumber } from '@web/shared/i18n/format';
import type { Locale } from '@web/shared/i18n/catalogues';
import { parseNumberText } from '@web/shared/forms/number-text';

/** Hours shown in the locale with at most two decimals ("16", "7.5", "7,5"). */
export const formatHours = (hours: number, locale: Locale): string =>
  formatNumber(hours, locale, { maximumFractionDigits: 2 });

/** Hours as editable text: no grouping, the locale's decimal mark. */
export const hoursInputText = (hours: number | null | undefined, locale: Locale): string =>
  hours === null || hours === undefined
    ? ''
    : formatNumber(hours, locale, { maximumFractionDigits: 2, useGrouping: false });

/**
 * A typed number for a request ("7,5" → 7.5; empty → undefined). Text that is no number is
 * passed on as it is, so the contract refuses it with its own message beside the field.
 */
export function numberOrText(text: string): number | string | undefined {
  const parsed = parseNumberText(text);
  if (!parsed.ok) return text;
  return parsed.value ?? undefined;
}
