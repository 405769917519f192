import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { catalogues, type Locale } from '@web/shared/i18n/catalogues';
import { formattingLocales } from '@web/shared/i18n/language-options';
import { attachToastHost, type Toast } from '@web/shared/notify/toast-queue';
import { SettingsContext } from '@web/shared/settings/settings-context';
import { defaultSettings, type ThemeDirection } from '@web/shared/settings/settings-types';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';
import dashboardEn from '../dashboard/locales/en.json';
import dashboardFr from '../dashboard/locales/fr.json';
import dashboardRo from '../dashboard/locales/ro.json';
import dashboardZh from '../dashboard/locales/zh.json';

// The feature's texts with those its dashboard card and request form show (dashboard/locales).
const feature: Record<Locale, Record<string, string>> = {
  en: { ...en, ...dashboardEn },
  fr: { ...fr, ...dashboardFr },
  ro: { ...ro, ...dashboardRo },
  zh: { ...zh, ...dashboardZh },
};

/** One call the page made: its method, path (with query) and JSON body. */
export type Call = { method: string; url: string; body: unknown };

/** An answer for a call: a status and a JSON body (problem+json when the status is 4xx). */
export type Answer = { status: number; body?: unknown };

/**
 * Replaces `fetch` with the answers a test names by "METHOD path" (the path without /api and
 * without the query); every call is recorded. An unexpected call answers 404.
 */
export function answerCalls(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input).replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const found = answers[`${method} ${url.split('?')[0]}`];
    const answer = typeof found === 'function' ? found(call) : found;
    const status = answer?.status ?? 404;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer?.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': type },
    });
  });
  return calls;
}

/** The toasts shown while a test runs. */
export function collectToasts(): Toast[] {
  const toasts: Toast[] = [];
  attachToastHost((toast) => toasts.push(toast));
  return toasts;
}

/** Renders a time-off part with the app's providers: settings, texts, server state, a router. */
export function renderTimeOff(
  ui: ReactElement,
  { locale = 'en', direction = 'ltr' }: { locale?: Locale; direction?: ThemeDirection } = {},
) {
  const settings = { ...defaultSettings, i18n: locale, themeDirection: direction };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A data router, as in the app: page headers read the matched routes for their crumbs.
  const router = createMemoryRouter([{ path: '*', element: <div dir={direction}>{ui}</div> }]);
  return render(
    <SettingsContext.Provider
      value={{ settings, setSetting: () => undefined, resetSettings: () => undefined }}
    >
      <IntlProvider
        locale={formattingLocales[locale]}
        messages={{ ...catalogues[locale], ...feature[locale] }}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

/** A user whose key presses are not spaced out: the dialogs' tests stay quick on a busy machine. */
export const quickUser = () => userEvent.setup({ delay: null });

/** Puts a whole text into a field at once, as pasting does (one change, not one per key). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * A dialog's first render loads MUI and the date pickers into happy-dom: on a busy two-core
 * machine that alone has taken 20 to 30 s, past the unit project's 30 s, though nothing hangs.
 */
export const DIALOG_TEST_TIMEOUT = 90_000;
