import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues, type Locale } from '@web/shared/i18n/catalogues';
import { formattingLocales } from '@web/shared/i18n/language-options';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings, type ThemeDirection } from '@web/shared/settings/settings-types';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';

const own: Record<Locale, Record<string, string>> = { en, fr, ro, zh };

/** Renders a part of the feature as the app would: its language, direction and server state. */
export function renderIn(
  ui: ReactElement,
  locale: Locale = 'en',
  direction: ThemeDirection = 'ltr',
) {
  const settings = { ...defaultSettings, i18n: locale, themeDirection: direction };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <SettingsContext.Provider
      value={{ settings, setSetting: () => undefined, resetSettings: () => undefined }}
    >
      <IntlProvider
        locale={formattingLocales[locale]}
        messages={{ ...catalogues[locale], ...own[locale] }}
      >
        <QueryClientProvider client={queryClient}>
          <div dir={direction}>{ui}</div>
        </QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

export type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

/**
 * Answers the feature's calls from a table (`METHOD /path` → status and body) and records them;
 * a call the table does not know fails the test loudly.
 */
export function fakeServer(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = answers[`${method} ${url}`];
    if (!answer) throw new Error(`No answer for ${method} ${url}`);
    const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': type },
    });
  };
  return { calls, fetch };
}
