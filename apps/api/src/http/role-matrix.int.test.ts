import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

type Who = 'admin' | 'owner' | 'employee' | 'norole';
const emails: Record<Who, string> = {
  admin: 'admin@paydesk.test',
  owner: 'owner@paydesk.test',
  employee: 'employee@paydesk.test',
  norole: 'norole@paydesk.test',
};

/**
 * Every route behind sign-in, with who gets past the role check. Anonymous callers always get
 * 401; a signed-in caller the route does not admit gets 403. A new route adds a row here.
 */
const matrix: {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  admits: Who[];
}[] = [
  { method: 'GET', url: '/api/me', admits: ['admin', 'owner', 'employee', 'norole'] },
  { method: 'PUT', url: '/api/my-password', admits: ['admin', 'owner', 'employee', 'norole'] },
  { method: 'GET', url: '/api/dev/outbox', admits: ['admin'] },
  { method: 'GET', url: '/api/contact-messages', admits: ['admin'] },
  { method: 'GET', url: '/api/dashboard', admits: ['admin'] },
  { method: 'POST', url: '/api/paycheck', admits: ['admin', 'owner', 'employee', 'norole'] },
  { method: 'GET', url: '/api/paycheck/states', admits: ['admin', 'owner', 'employee', 'norole'] },
  { method: 'GET', url: '/api/companies', admits: ['admin', 'owner'] },
  { method: 'POST', url: '/api/companies', admits: ['admin'] },
  { method: 'GET', url: '/api/companies/any-id', admits: ['admin', 'owner'] },
  { method: 'PATCH', url: '/api/companies/any-id', admits: ['admin', 'owner'] },
  { method: 'POST', url: '/api/companies/any-id/owners', admits: ['admin', 'owner'] },
  { method: 'DELETE', url: '/api/companies/any-id/owners/any-owner', admits: ['admin', 'owner'] },
  { method: 'GET', url: '/api/companies/any-id/employees', admits: ['admin', 'owner'] },
  { method: 'GET', url: '/api/companies/any-id/onboarding', admits: ['admin', 'owner'] },
  { method: 'PUT', url: '/api/companies/any-id/onboarding', admits: ['admin', 'owner'] },
  { method: 'POST', url: '/api/companies/any-id/onboarding/complete', admits: ['admin', 'owner'] },
];

describe(`role × route matrix on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    for (const who of Object.keys(emails) as Who[]) {
      tokens[who] = (await signInAs(harness.app, emails[who])).accessToken;
    }
  });
  afterAll(async () => harness.close());

  it.each(matrix)('$method $url', async ({ method, url, admits }) => {
    const anonymous = await harness.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(anonymous.statusCode).toBe(401);
    for (const who of Object.keys(emails) as Who[]) {
      const response = await harness.app.inject({
        method,
        url,
        headers: bearer(tokens[who]),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (admits.includes(who)) {
        expect([401, 403], `${who} should pass the role check`).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, `${who} should be refused`).toBe(403);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
  });
});
