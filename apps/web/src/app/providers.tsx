import type { ReactNode } from 'react';
import { AppIntlProvider } from '../shared/i18n/app-intl-provider';
import { NotifyProvider } from '../shared/notify/notify-provider';
import { SettingsProvider } from '../shared/settings/settings-provider';
import { AppThemeProvider } from '../shared/theme/app-theme-provider';
import type { Locale } from '../shared/i18n/locale';
import { catalogueStore } from './i18n-messages';

/**
 * Settings → language → theme → toasts, around the router. Server state is a route of its own
 * (shared/server-state) and the date pickers' adapter wraps each date field
 * (shared/ui/date-field), so both load with the pages that use them.
 */
export function AppProviders({
  children,
  prerendered = null,
}: {
  children: ReactNode;
  /** The language of the prerendered page being hydrated or rendered (SettingsProvider). */
  prerendered?: Locale | null;
}) {
  return (
    <SettingsProvider prerendered={prerendered}>
      <AppIntlProvider catalogues={catalogueStore}>
        <AppThemeProvider>
          <NotifyProvider>{children}</NotifyProvider>
        </AppThemeProvider>
      </AppIntlProvider>
    </SettingsProvider>
  );
}
