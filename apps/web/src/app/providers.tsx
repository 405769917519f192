import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppIntlProvider } from '../shared/i18n/app-intl-provider';
import { NotifyProvider } from '../shared/notify/notify-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import { loadMessages } from './i18n-messages';
import { createQueryClient } from './query-client';

/**
 * Settings → language → theme → server state → toasts, around the router. The date pickers'
 * adapter wraps each date field instead (shared/ui/date-field), so it loads with those pages.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SettingsProvider>
      <AppIntlProvider loadMessages={loadMessages}>
        <AppThemeProvider>
          <QueryClientProvider client={queryClient}>
            <NotifyProvider>{children}</NotifyProvider>
          </QueryClientProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </SettingsProvider>
  );
}
