import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSettings } from '../settings/settings-context';
import type { Locale } from './catalogues';
import { formattingLocales } from './language-options';

type Props = { messages: Record<Locale, Record<string, string>>; children: ReactNode };

/** react-intl in the language of the interface settings; the app passes the merged catalogues. */
export function AppIntlProvider({ messages, children }: Props) {
  const locale = useSettings().settings.i18n;
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  }, [locale]);
  return (
    <IntlProvider
      locale={formattingLocales[locale]}
      messages={messages[locale]}
      defaultLocale="en-US"
    >
      {children}
    </IntlProvider>
  );
}
