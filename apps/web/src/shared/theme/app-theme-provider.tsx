import '@fontsource-variable/inter';
import '@fontsource-variable/roboto';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/settings-context';
import { useLocaleResource } from '../i18n/use-locale-resource';
import { createAppTheme } from './create-app-theme';
import { loadMuiLocale } from './mui-locales';
import { useEmotionCache } from './use-emotion-cache';

/** Applies the interface settings: theme, right-to-left styles and the document's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const muiLocale = useLocaleResource(settings.i18n, loadMuiLocale)?.value;
  const styles = useEmotionCache(settings.themeDirection);
  // The theme follows the direction whose styles are applied, not one still loading.
  const direction = styles?.direction ?? settings.themeDirection;
  const theme = useMemo(
    () => createAppTheme({ ...settings, themeDirection: direction }, muiLocale),
    [settings, direction, muiLocale],
  );

  useEffect(() => {
    if (styles) document.documentElement.dir = styles.direction;
  }, [styles]);

  if (!styles) return null;
  return (
    <CacheProvider value={styles.cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
