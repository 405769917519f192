import { formattingLocales } from './language-options';
import type { Locale } from './catalogues';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Integer cents as money in the locale, e.g. 123456 → "$1,234.56" (en) or "1 234,56 $US" (fr). */
export function formatMoney(cents: number, locale: Locale, currency = 'USD'): string {
  return new Intl.NumberFormat(formattingLocales[locale], { style: 'currency', currency }).format(
    cents / 100,
  );
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(formattingLocales[locale], options).format(value);
}

/**
 * A calendar date (YYYY-MM-DD) in the locale. Formatted in UTC so the day never shifts with the
 * viewer's time zone.
 */
export function formatDate(
  isoDate: string,
  locale: Locale,
  style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium',
): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(formattingLocales[locale], {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(date);
}

/** An instant (ISO 8601) as date and time in the viewer's time zone. */
export function formatDateTime(isoInstant: string, locale: Locale): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return new Intl.DateTimeFormat(formattingLocales[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
