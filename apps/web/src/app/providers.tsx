import type { ReactNode } from 'react';
import { AppIntlProvider } from '../shared/i18n/app-intl-provider';
import { NotifyProvider } from '../shared/notify/notify-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import { catalogueStore } from './i18n-messages';

/**
 * Settings → language → theme → toasts, around the router. Server state is a route of its own
 * (shared/server-state) and the date pickers' adapter wraps each date field
 * (shared/ui/date-field), so both load with the pages that use them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <AppIntlProvider catalogues={catalogueStore}>
        <AppThemeProvider>
          <NotifyProvider>{children}</NotifyProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </SettingsProvider>
  );
}
