import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; path: string };

/** Text a careless or hostile client might send: odd Unicode, control characters, huge numbers. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '%', '%ff', '../..', '0', '-1', '1e309', 'null', '\u202e', '\ud800'),
);

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) as its raw bytes. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'version',
      'frequency',
      'firstPayDate',
      'email',
      'username',
      'password',
    ),
    fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null)),
  ),
);

describe(`a few hundred malformed requests over every documented route on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let routes: Route[];
  let token: string;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    token = (await signInAs(harness.app, 'admin@paydesk.test')).accessToken;
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
  });
  afterAll(async () => harness.close());

  it('never answers 5xx, and answers every 4xx with problem+json', async () => {
    expect(routes.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(nasty, { minLength: 2, maxLength: 2 }),
        nasty,
        nasty,
        body,
        fc.boolean(),
        async (pick, [id = '', other = ''], pageKey, companyId, payload, signedIn) => {
          const route = routes[pick % routes.length]!;
          const url = route.path
            .replace('{id}', encode(id))
            .replace(/\{[A-Za-z]+\}/g, encode(other));
          const headers: Record<string, string> = {
            ...(signedIn ? bearer(token) : {}),
            'page-key': encode(pageKey),
            'page-size': encode(pageKey.slice(0, 3)),
            'company-id': encode(companyId),
          };
          const response = await harness.app.inject({
            method: route.method,
            url,
            headers,
            ...(payload === undefined || route.method === 'GET'
              ? {}
              : { payload: payload as object }),
          });
          expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], `${route.method} ${url}`).toContain(
              'application/problem+json',
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
