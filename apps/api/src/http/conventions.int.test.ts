import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@paydesk/contracts';
import { z } from 'zod';
import type { ApiInstance } from './api-instance';
import { latestMigration } from '../platform/db/migrator';
import { writeAuditEvent } from '../platform/audit/audit-repository';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';
import { keysetPage } from '../platform/pagination/keyset-page';
import { readPageRequest, sendPage } from './page-headers';
import { publicPolicy } from './policy';
import { securityHeaders } from './security-headers';

const webRoot = mkdtempSync(join(tmpdir(), 'paydesk-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><title>Paydesk</title><div id="root"></div>',
);

function addTestRoutes(app: ApiInstance, harness: () => TestApp): void {
  app.post(
    '/api/test/echo',
    {
      config: { policy: publicPolicy('test.echo') },
      schema: { body: z.object({ name: z.string().min(2) }) },
    },
    async (request) => ({ name: request.body.name }),
  );
  app.get('/api/test/boom', { config: { policy: publicPolicy('test.boom') } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  app.get(
    '/api/test/events',
    { config: { policy: publicPolicy('test.events') } },
    async (request, reply) => {
      const { db } = harness().context.database;
      const page = await keysetPage<{ id: string; occurred_at: string; action: string }>({
        request: readPageRequest(request, 5),
        keyOf: (row) => [row.occurred_at, row.id],
        count: async () =>
          Number(
            (
              await db
                .selectFrom('audit_events')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        fetch: ({ after, before, limit }) => {
          let query = db.selectFrom('audit_events').select(['id', 'occurred_at', 'action']);
          if (after)
            query = query.where((eb) =>
              eb(
                eb.refTuple('occurred_at', 'id'),
                '>',
                eb.tuple(String(after[0]), String(after[1])),
              ),
            );
          if (before)
            query = query.where((eb) =>
              eb(
                eb.refTuple('occurred_at', 'id'),
                '<',
                eb.tuple(String(before[0]), String(before[1])),
              ),
            );
          const order = before ? 'desc' : 'asc';
          return query.orderBy('occurred_at', order).orderBy('id', order).limit(limit).execute();
        },
      });
      return sendPage(reply, page, (row) => row.action);
    },
  );
}

describe(`API conventions on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({
      webRoot,
      env: { BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'http://app.example.test' },
      beforeReady: (app) => addTestRoutes(app, () => harness),
    });
  });
  afterAll(async () => harness.close());

  it('answers health with the database kind and the migration', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind(),
      migration: latestMigration,
      version: 'test',
    });
  });

  it('answers an unknown API route with a 404 problem', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 404,
      title: 'Not Found',
      instance: '/api/nope',
    });
    expect(response.json().detail).toContain('/api/nope');
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('The request body is not valid JSON.');
  });

  it('answers a schema violation with a 400 problem listing each field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual([expect.objectContaining({ path: 'body.name' })]);
    expect(body.detail).toMatch(/^The request is not valid\. body\.name: /);
  });

  it('answers a body over the size limit with a 413 problem', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers an unexpected error with a 500 problem that hides the internals', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('app.ts');
    expect(response.json().detail).toBe(
      'Something went wrong on our side. Please try again later.',
    );
  });

  it('sends the security headers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Every one of them, on an answer and on a refusal before any handler ran.
    const refused = await harness.app.inject({ method: 'GET', url: '/api/companies' });
    expect(refused.statusCode).toBe(401);
    for (const answer of [response, refused]) {
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(answer.headers[name]).toBe(value);
      }
    }
    expect(Object.keys(securityHeaders)).toEqual(
      expect.arrayContaining([
        'strict-transport-security',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]),
    );
  });

  it('exposes the page-key headers through CORS to allowed origins only', async () => {
    const allowed = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://app.example.test' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://app.example.test');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('next-page-key');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('previous-page-key');
    const other = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI 3.1 and a browsable reference', async () => {
    const document = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toBe('3.1.0');
    expect(Object.keys(document.json().paths)).toContain('/api/health');
    const docs = await harness.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers client-side routes with the SPA and unknown files with a 404', async () => {
    const page = await harness.app.inject({
      method: 'GET',
      url: '/company/abc/employee-management',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const missingFile = await harness.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('pages with keyset cursors forwards and back, each row exactly once', async () => {
    const { db } = harness.context.database;
    await db.deleteFrom('audit_events').execute();
    for (let i = 0; i < 12; i += 1) {
      await writeAuditEvent(db, `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`, {
        actorUserId: null,
        // Codes of no current action, as an older version may have stored.
        action: `event-${String(i).padStart(2, '0')}` as AuditAction,
        entityType: 'test',
      });
    }
    const seen: string[] = [];
    let key: string | undefined;
    const pages: { key: string | undefined; items: string[] }[] = [];
    do {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/test/events',
        headers: key ? { 'page-key': key } : {},
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.totalItems).toBe(12);
      expect(body.totalPages).toBe(3);
      pages.push({ key, items: body.items });
      seen.push(...body.items);
      if (pages.length === 1) expect(response.headers['previous-page-key']).toBeUndefined();
      key = response.headers['next-page-key'] as string | undefined;
    } while (key);
    expect(seen).toEqual(
      Array.from({ length: 12 }, (_, i) => `event-${String(i).padStart(2, '0')}`),
    );
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);

    const last = await harness.app.inject({
      method: 'GET',
      url: '/api/test/events',
      headers: { 'page-key': pages[2]!.key! },
    });
    const back = await harness.app.inject({
      method: 'GET',
      url: '/api/test/events',
      headers: { 'page-key': String(last.headers['previous-page-key']) },
    });
    expect(back.json().items).toEqual(pages[1]!.items);
  });

  it('rejects a bad Page-Size or Page-Key with a 400 problem', async () => {
    for (const headers of [
      { 'page-size': '0' },
      { 'page-size': '101' },
      { 'page-size': 'ten' },
      { 'page-key': 'garbage' },
    ]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/test/events',
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('writes audit events that can be read back', async () => {
    const { db } = harness.context.database;
    await writeAuditEvent(db, '2026-02-01T00:00:00.000Z', {
      actorUserId: 'user-1',
      action: 'company.created',
      entityType: 'company',
      entityId: 'company-1',
      companyId: 'company-1',
      details: { name: 'Acme' },
    });
    const row = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'company.created')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_user_id: 'user-1', entity_id: 'company-1' });
    expect(JSON.parse(row.details ?? '{}')).toEqual({ name: 'Acme' });
  });
});
