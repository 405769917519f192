import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { catalogues, type Locale } from '@web/shared/i18n/catalogues';
import { formattingLocales } from '@web/shared/i18n/language-options';
import { attachToastHost, type Toast } from '@web/shared/notify/toast-queue';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ro from '../locales/ro.json';
import zh from '../locales/zh.json';

const feature: Record<Locale, Record<string, string>> = { en, fr, ro, zh };

/** One call the component made: its method, path and JSON body. */
export type Call = { method: string; url: string; body: unknown };
export type Answer = { status: number; body?: unknown };

/**
 * Replaces `fetch` with the answers a test names by "METHOD path" (without /api and the query);
 * every call is recorded. An unexpected call answers 404.
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

/** Renders a year-end part with its texts and server state, in a language. */
export function renderYearEnd(ui: ReactElement, locale: Locale = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <IntlProvider
      locale={formattingLocales[locale]}
      messages={{ ...catalogues[locale], ...feature[locale] }}
    >
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </IntlProvider>,
  );
}

/** MUI's first render in happy-dom is slow on a busy two-core machine; nothing hangs. */
export const DIALOG_TEST_TIMEOUT = 90_000;
