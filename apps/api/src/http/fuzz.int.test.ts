import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { bigNumber, encode, nasty } from '../test-support/fuzz-values';
import { testDatabaseKind } from '../test-support/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; path: string };

const value = fc.oneof(nasty, fc.integer(), bigNumber, fc.boolean(), fc.constant(null));

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'name',
      'version',
      'frequency',
      'firstPayDate',
      'payDate',
      'periodEnd',
      'email',
      'username',
      'password',
      // Ids a body names.
      'ownerEmployeeId',
      'draftId',
      'payrollId',
      'payGroupId',
      'payGroup',
      'companyId',
      'employeeId',
    ),
    value,
  ),
  // Lists of ids, and lines naming employees.
  fc.record({
    version: fc.oneof(fc.integer(), bigNumber),
    payrolls: fc.array(nasty, { maxLength: 3 }),
    lines: fc.array(fc.record({ employeeId: nasty, bonusCents: fc.oneof(fc.nat(), bigNumber) }), {
      maxLength: 2,
    }),
  }),
  // Raw bytes that are not UTF-8 inside an otherwise fine JSON text.
  fc
    .tuple(fc.constantFrom('name', 'username', 'draftId'), fc.uint8Array({ minLength: 1 }))
    .map(([key, bytes]) =>
      Buffer.concat([Buffer.from(`{"${key}":"`), Buffer.from([0xff, ...bytes]), Buffer.from('"}')]),
    ),
);

describe(`a few hundred malformed requests over every documented route on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let routes: Route[];
  let tokens: Record<'admin' | 'owner', string>;
  let realIds: string[];
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    tokens = {
      admin: (await signInAs(harness.app, 'admin@paydesk.test')).accessToken,
      owner: (await signInAs(harness.app, 'owner@paydesk.test')).accessToken,
    };
    const { db } = harness.context.database;
    // Real ids too, so that a request gets past the look-ups to what it writes.
    realIds = [
      ...(await db.selectFrom('companies').select('id').execute()),
      ...(await db.selectFrom('employees').select('id').limit(3).execute()),
      ...(await db.selectFrom('pay_groups').select('id').execute()),
    ].map((row) => row.id);
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
  });
  afterAll(async () => harness.close());

  /** A nasty text, or (for `null`) one of the demo's real ids, picked by `pick`. */
  const idOr = (text: string | null, pick: number): string =>
    text ?? realIds[pick % realIds.length] ?? '';

  it('never answers 5xx, answers every 4xx with problem+json, and takes no body that is not UTF-8', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const idOrReal = fc.option(nasty, { nil: null, freq: 2 });
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(idOrReal, { minLength: 2, maxLength: 2 }),
        nasty,
        idOrReal,
        body,
        fc.constantFrom('admin', 'owner', null),
        async (pick, [id = '', other = ''], pageKey, companyId, payload, signedIn) => {
          const route = routes[pick % routes.length]!;
          const url = route.path
            .replace('{id}', encode(idOr(id, pick)))
            .replace(/\{[A-Za-z]+\}/g, encode(idOr(other, pick + 1)));
          const isRaw = Buffer.isBuffer(payload);
          const headers: Record<string, string> = {
            ...(signedIn ? bearer(tokens[signedIn]) : {}),
            'page-key': encode(pageKey),
            'page-size': encode(pageKey.slice(0, 3)),
            'company-id': encode(idOr(companyId, pick + 2)),
            ...(isRaw ? { 'content-type': 'application/json' } : {}),
          };
          const hasBody = payload !== undefined && route.method !== 'GET';
          const response = await harness.app.inject({
            method: route.method,
            url,
            headers,
            ...(hasBody ? { payload: payload as object } : {}),
          });
          const what = `${route.method} ${url}: ${response.body}`;
          expect(response.statusCode, what).toBeLessThan(500);
          // Bytes that are not UTF-8 never reach a route as U+FFFD.
          if (isRaw && hasBody) expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], what).toContain('application/problem+json');
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
