import type { Locale } from '../i18n/catalogues';
import { formatMoneyInput, parseMoneyInput } from './money';

/**
 * A money amount as the person typed it, in dollars, with the language it was typed in: "1 234,5"
 * typed in French is read the French way even after the interface switched to English.
 */
export type MoneyText = { text: string; locale: Locale };

export type CentsParse = { ok: true; cents: number | null } | { ok: false };

/**
 * Dollars as typed → integer cents, read in the language they were typed in. Never floating
 * point: "19.99" is 1999, "0.29" is 29. Empty text is null (the field was left out).
 */
export const moneyTextToCents = (value: MoneyText): CentsParse =>
  parseMoneyInput(value.text, value.locale);

/** Integer cents → editable dollars in the language ("3000.00" in English, "3000,00" in French). */
export const centsToMoneyText = (cents: number | null, locale: Locale): MoneyText => ({
  text: formatMoneyInput(cents, locale),
  locale,
});

/**
 * What a money field shows in the current language: the text as typed while the language is
 * the one it was typed in, the same amount rewritten in the new language after a switch.
 */
export function moneyTextIn(value: MoneyText, locale: Locale): string {
  if (value.locale === locale) return value.text;
  const parsed = moneyTextToCents(value);
  return parsed.ok ? formatMoneyInput(parsed.cents, locale) : value.text;
}
