import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ro';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { dayjsLocales } from '@web/shared/i18n/language-options';
import { useSettings } from '@web/shared/settings/settings-context';

/**
 * The date pickers' adapter in the interface language. It wraps each picker rather than the app,
 * so the pickers and dayjs download with the pages that show a date field, not with the first.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useSettings().settings.i18n;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocales[locale]}>
      {children}
    </LocalizationProvider>
  );
}
