import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSettings } from '../settings/settings-context';
import type { Catalogue } from './catalogue-loaders';
import type { Locale } from './locale';
import { formattingLocales } from './language-options';
import { useLocaleResource } from './use-locale-resource';

type Props = { loadMessages: (locale: Locale) => Promise<Catalogue>; children: ReactNode };

/**
 * react-intl in the language of the interface settings. Only that language's catalogue is
 * fetched; nothing renders before it arrives, since every text on screen comes from it.
 */
export function AppIntlProvider({ loadMessages, children }: Props) {
  const locale = useSettings().settings.i18n;
  const loaded = useLocaleResource(locale, loadMessages);
  const shown = loaded?.locale;
  useEffect(() => {
    if (shown) document.documentElement.lang = shown === 'zh' ? 'zh-CN' : shown;
  }, [shown]);
  if (!loaded) return null;
  return (
    <IntlProvider
      locale={formattingLocales[loaded.locale]}
      messages={loaded.value}
      defaultLocale="en-US"
    >
      {children}
    </IntlProvider>
  );
}
