import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { securityHeaders, subresourceHeaders } from './security-headers';
import { testDatabaseKind } from '../test-support/test-database';

// A built SPA as the build leaves it: hashed assets with a brotli and a gzip copy beside them.
const webRoot = mkdtempSync(join(tmpdir(), 'paydesk-assets-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'login-page-Ab12Cd34.js'), script);
const brotliCopy = brotliCompressSync(script);
const gzipCopy = gzipSync(script);
writeFileSync(join(webRoot, 'assets', 'login-page-Ab12Cd34.js.br'), brotliCopy);
writeFileSync(join(webRoot, 'assets', 'login-page-Ab12Cd34.js.gz'), gzipCopy);

const asset = '/assets/login-page-Ab12Cd34.js';

/** The body as the browser reads it, whichever encoding the server chose. */
const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};
const immutable = 'public, max-age=31536000, immutable';

describe(`static assets and compression on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ webRoot });
  });
  afterAll(async () => harness.close());

  const get = (url: string, acceptEncoding?: string) =>
    harness.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset brotli-compressed, cached for a year', async () => {
    const response = await get(asset, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decoded(response)).toBe(script);
    // The build's copy as it is: nothing was compressed while answering.
    expect(response.rawPayload.equals(brotliCopy)).toBe(true);
  });

  it('sends the gzip copy to a client without brotli, the plain file to one without either', async () => {
    const gzipped = await get(asset, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(immutable);
    expect(decoded(gzipped)).toBe(script);
    expect(gzipped.rawPayload.equals(gzipCopy)).toBe(true);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends a script only the headers a subresource needs, and the page all of a document's", async () => {
    const script = await get(asset, 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    const documentOnly = Object.keys(securityHeaders).filter(
      (name) => !(name in subresourceHeaders),
    );
    expect(documentOnly).toContain('content-security-policy');
    for (const name of documentOnly)
      expect([name, script.headers[name]]).toEqual([name, undefined]);
    // The page, and anything under /assets that is not a built script, style sheet or font.
    for (const url of ['/login', '/assets/missing.svg', '/assets/login-page-Ab12Cd34.js.map']) {
      const answer = await get(url, 'br');
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect([url, name, answer.headers[name]]).toEqual([url, name, value]);
      }
    }
  });

  it('honours a refused encoding, answers HEAD without a body, and 404 for an unknown script', async () => {
    const noBrotli = await get(asset, 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(decoded(noBrotli)).toBe(script);
    const head = await harness.app.inject({
      method: 'HEAD',
      url: asset,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    const missing = await get('/assets/login-page-Zz99Zz99.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('has index.html asked again on every visit, also when a client route loads it', async () => {
    for (const url of ['/', '/index.html', '/login']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
      expect(decoded(response)).toContain('<div id="root">');
    }
  });

  it('compresses an API answer above 1 KB, and not a small one', async () => {
    const large = await get('/api/openapi.json', 'br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large))).toHaveProperty('openapi');
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status', 'ok');
  });
});
