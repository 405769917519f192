import type { Locale } from '../i18n/locale';

/**
 * MUI's own texts (pagination, data grid, date pickers) for one language, fetched when that
 * language is chosen. MUI speaks English by default, so English loads nothing.
 */
export async function loadMuiLocale(locale: Locale): Promise<object[]> {
  switch (locale) {
    case 'en':
      return [];
    case 'fr':
      return (await import('./mui-locales/fr')).muiLocale;
    case 'ro':
      return (await import('./mui-locales/ro')).muiLocale;
    case 'zh':
      return (await import('./mui-locales/zh')).muiLocale;
  }
}
