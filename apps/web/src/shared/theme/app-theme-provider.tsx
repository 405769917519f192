import '@fontsource-variable/inter';
import '@fontsource-variable/roboto';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/settings-context';
import { useLocaleResource } from '../i18n/use-locale-resource';
import { createAppTheme } from './create-app-theme';
import { loadMuiLocale } from './mui-locales';
import { emotionCacheFor } from './emotion-cache';

/** Applies the interface settings: theme, right-to-left styles and the document's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const muiLocale = useLocaleResource(settings.i18n, loadMuiLocale)?.value;
  const theme = useMemo(() => createAppTheme(settings, muiLocale), [settings, muiLocale]);
  const direction = settings.themeDirection;

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
