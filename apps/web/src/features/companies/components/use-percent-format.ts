import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../model/percent';

/** Formats ownership percentages in the interface language. */
export function usePercentFormat(): (value: number) => string {
  const { locale } = useIntl();
  return useCallback((value: number) => formatPercent(value, locale), [locale]);
}
