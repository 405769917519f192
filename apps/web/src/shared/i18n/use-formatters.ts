import { useMemo } from 'react';
import { useSettings } from '../settings/settings-context';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

/** The formatters bound to the chosen language. */
export function useFormatters() {
  const locale = useSettings().settings.i18n;
  return useMemo(
    () => ({
      locale,
      money: (cents: number, currency?: string) => formatMoney(cents, locale, currency),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
      date: (isoDate: string, style?: Intl.DateTimeFormatOptions['dateStyle']) =>
        formatDate(isoDate, locale, style),
      dateTime: (isoInstant: string) => formatDateTime(isoInstant, locale),
    }),
    [locale],
  );
}
