import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSettings } from '../settings/settings-context';
import type { CatalogueStore } from './catalogue-store';
import { formattingLocales } from './language-options';

type Props = { catalogues: CatalogueStore; children: ReactNode };

/**
 * react-intl in the language of the interface settings. Only that language's catalogues are
 * fetched (the signed-in areas' ones when a route asks for them, see catalogue-store); nothing
 * renders before the first arrive, since every text on screen comes from them. On a change of
 * language the previous one stays on screen until the new one has arrived.
 */
export function AppIntlProvider({ catalogues, children }: Props) {
  const locale = useSettings().settings.i18n;
  useEffect(() => {
    void catalogues.show(locale);
  }, [catalogues, locale]);
  // A prerendered page hydrates once its language is on screen (main.tsx), so the same snapshot
  // serves the build's render, the hydration and every render after.
  const shown = useSyncExternalStore(
    catalogues.subscribe,
    catalogues.getSnapshot,
    catalogues.getSnapshot,
  );
  const shownLocale = shown?.locale;
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale === 'zh' ? 'zh-CN' : shownLocale;
  }, [shownLocale]);
  if (!shown) return null;
  return (
    <IntlProvider
      locale={formattingLocales[shown.locale]}
      messages={shown.messages}
      defaultLocale="en-US"
    >
      {children}
    </IntlProvider>
  );
}
