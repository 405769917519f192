import type { Locale } from '../i18n/catalogues';
import { formattingLocales } from '../i18n/language-options';

/** Largest amount a money field accepts: $10 billion, far above any payroll figure. */
export const MAX_MONEY_CENTS = 1_000_000_000_000;

export type MoneyParse = { ok: true; cents: number | null } | { ok: false };

const decimalSeparator = (locale: Locale): string =>
  new Intl.NumberFormat(formattingLocales[locale])
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * What a person typed into a money field, as integer cents. Accepts the locale's grouping and
 * decimal marks ("1,234.56" in English, "1 234,56" in French) and, in locales with a decimal
 * comma, a point followed by one or two digits. Empty text is `null`; never floating point.
 */
export function parseMoneyInput(text: string, locale: Locale, allowNegative = false): MoneyParse {
  let value = text.trim().replace(/[$\s\u00a0\u202f]|US\$?|USD/g, '');
  if (value === '') return { ok: true, cents: null };
  let negative = false;
  if (value.startsWith('-')) {
    negative = true;
    value = value.slice(1);
  }
  if (negative && !allowNegative) return { ok: false };
  let decimal = decimalSeparator(locale);
  if (decimal !== '.' && !value.includes(decimal) && /^[\d']*\.\d{1,2}$/.test(value)) decimal = '.';
  const lastDecimal = value.lastIndexOf(decimal);
  const whole = (lastDecimal >= 0 ? value.slice(0, lastDecimal) : value).replace(/[.,'’]/g, '');
  const fraction = lastDecimal >= 0 ? value.slice(lastDecimal + 1) : '';
  if (!/^\d+$/.test(whole || '0') || !/^\d{0,2}$/.test(fraction)) return { ok: false };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return { ok: false };
  return { ok: true, cents: negative ? -cents : cents };
}

/** Cents as editable text in the locale, without currency sign or grouping ("1234,56"). */
export function formatMoneyInput(cents: number | null, locale: Locale): string {
  if (cents === null) return '';
  return new Intl.NumberFormat(formattingLocales[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/** The dollar sign as the locale writes it: "$" in English, "$US" in French, "US$" in Chinese. */
export function currencySymbol(locale: Locale, currency = 'USD'): string {
  return (
    new Intl.NumberFormat(formattingLocales[locale], { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
