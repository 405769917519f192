import type { Locale } from './catalogues';

/** The language menu of the specification §2.6: each language named in itself. */
export const languageOptions: { locale: Locale; nativeName: string }[] = [
  { locale: 'en', nativeName: 'English (UK)' },
  { locale: 'fr', nativeName: 'français' },
  { locale: 'ro', nativeName: 'Română' },
  { locale: 'zh', nativeName: '中国人' },
];

/**
 * The BCP 47 tag each language formats with. English formats as en-US: Paydesk pays people in
 * US dollars under US rules, and its users read dates month first.
 */
export const formattingLocales: Record<Locale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  ro: 'ro-RO',
  zh: 'zh-CN',
};

/** The dayjs locale the date pickers use for each language. */
export const dayjsLocales: Record<Locale, string> = { en: 'en', fr: 'fr', ro: 'ro', zh: 'zh-cn' };
