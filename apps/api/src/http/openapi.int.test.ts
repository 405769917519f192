import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

type Operation = {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

describe(`the OpenAPI document on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let document: Document;
  beforeAll(async () => {
    harness = await createTestApp();
    document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(async () => harness.close());

  it('is valid OpenAPI 3.1 by the specification’s own schema, every reference resolved', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const text = JSON.stringify(document);
    const components = (document as unknown as { components: { schemas: object } }).components
      .schemas;
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(Object.keys(components), name).toContain(name);
    }
  });

  it('documents every declared route', () => {
    for (const route of harness.app.routeDeclarations) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
  });

  it('documents the Company-ID header and the paging headers in and out', () => {
    const schedules = document.paths['/api/pay-groups/{id}/payroll-schedules']?.get;
    const names = (schedules?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['company-id', 'page-key', 'page-size']));
    for (const route of harness.app.routeDeclarations.filter((declared) => declared.paged)) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const headers = document.paths[path]?.get?.responses?.['200']?.headers ?? {};
      expect(Object.keys(headers), path).toEqual(['next-page-key', 'previous-page-key']);
    }
  });
});
