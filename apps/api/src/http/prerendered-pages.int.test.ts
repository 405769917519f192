import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

// A built SPA with its prerendered public pages, as apps/web/build/prerender.mjs leaves them.
const webRoot = mkdtempSync(join(tmpdir(), 'paydesk-prerendered-'));
const shell = '<!doctype html><html lang="en"><div id="root"></div></html>';
writeFileSync(join(webRoot, 'index.html'), shell);
const pageOf = (language: string, path: string) =>
  `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}">${path} ${'text '.repeat(300)}</div></html>`;
for (const language of ['en', 'fr', 'ro', 'zh']) {
  mkdirSync(join(webRoot, 'prerendered', language, 'pages'), { recursive: true });
  for (const path of ['login', 'pages/landing']) {
    const file = join(webRoot, 'prerendered', language, `${path}.html`);
    writeFileSync(file, pageOf(language, `/${path}`));
    writeFileSync(`${file}.br`, brotliCompressSync(pageOf(language, `/${path}`)));
  }
}

describe(`prerendered public pages on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ webRoot });
  });
  afterAll(async () => harness.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  it('answers a public page in the first language of Accept-Language the product speaks', async () => {
    const french = await get('/login', { 'accept-language': 'de-DE, fr-CA;q=0.8, en;q=0.5' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.body).toBe(pageOf('fr', '/login'));
    const chinese = await get('/pages/landing?from=mail', { 'accept-language': 'zh-TW' });
    expect(chinese.body).toBe(pageOf('zh', '/pages/landing'));
  });

  it('answers English without a language the product speaks, or without the header', async () => {
    const headerSets: Record<string, string>[] = [{ 'accept-language': 'de, ja;q=0.9' }, {}];
    for (const headers of headerSets) {
      const response = await get('/login', headers);
      expect(response.headers['content-language']).toBe('en');
      expect(response.body).toBe(pageOf('en', '/login'));
    }
  });

  it("sends the build's brotli copy, asked again every time and varying by language", async () => {
    const response = await get('/login', { 'accept-language': 'ro', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(pageOf('ro', '/login'));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-language');
    // A document: the page carries the security policy.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps the SPA shell for every other address, and never serves the files themselves', async () => {
    for (const url of ['/dashboard', '/reset-password?token=x', '/pages/coming-soon1']) {
      const response = await get(url, { 'accept-language': 'fr' });
      expect([url, response.statusCode, response.body]).toEqual([url, 200, shell]);
    }
    const file = await get('/prerendered/fr/login.html');
    expect(file.statusCode).toBe(404);
  });
});
