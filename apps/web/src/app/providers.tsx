import { QueryClientProvider } from '@tanstack/react-query';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ro';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { AppIntlProvider } from '../shared/i18n/app-intl-provider';
import { dayjsLocales } from '../shared/i18n/language-options';
import { NotifyProvider } from '../shared/notify/notify-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { useSettings } from '../shared/settings/settings-context';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import { messages } from './i18n-messages';
import { createQueryClient } from './query-client';

function DatePickersProvider({ children }: { children: ReactNode }) {
  const locale = useSettings().settings.i18n;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocales[locale]}>
      {children}
    </LocalizationProvider>
  );
}

/** Settings → language → theme → date pickers → server state → toasts, around the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SettingsProvider>
      <AppIntlProvider messages={messages}>
        <AppThemeProvider>
          <DatePickersProvider>
            <QueryClientProvider client={queryClient}>
              <NotifyProvider>{children}</NotifyProvider>
            </QueryClientProvider>
          </DatePickersProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </SettingsProvider>
  );
}
