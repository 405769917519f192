import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './http-client';

/** Calls the client with a fake fetch and a page in the given language; answers the headers sent. */
async function headersSentOn(pageLanguage: string, headers?: Record<string, string>) {
  const fetchStub = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('document', { documentElement: { lang: pageLanguage } });
  await apiRequest('/forgot-password', {
    method: 'POST',
    body: {},
    ...(headers ? { headers } : {}),
  });
  const init = fetchStub.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks in the language the page shows, so mails and documents follow the app’s choice', async () => {
    expect((await headersSentOn('fr'))['Accept-Language']).toBe('fr');
    expect((await headersSentOn('zh-CN'))['Accept-Language']).toBe('zh-CN');
  });

  it('leaves the browser’s own when the page names none, and a caller’s own wins', async () => {
    expect(await headersSentOn('')).not.toHaveProperty('Accept-Language');
    expect((await headersSentOn('ro', { 'Accept-Language': 'en' }))['Accept-Language']).toBe('en');
  });
});
