import { roles, type Role } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';
import type { RouteDeclaration } from './route-registry';

type Who = 'admin' | 'owner' | 'employee' | 'contractor' | 'norole';
const people: Record<Who, { email: string; roles: Role[] }> = {
  admin: { email: 'admin@paydesk.test', roles: [roles.platformAdmin] },
  owner: { email: 'owner@paydesk.test', roles: [roles.companyOwner, roles.employee] },
  employee: { email: 'employee@paydesk.test', roles: [roles.employee] },
  contractor: { email: 'contractor@paydesk.test', roles: [roles.contractor] },
  norole: { email: 'norole@paydesk.test', roles: [] },
};
const everyone = Object.keys(people) as Who[];

/** Routes anyone may call without signing in: adding one is a decision, so it is listed here. */
const publicRoutes = [
  'GET /api/health',
  'POST /api/contact-messages',
  'POST /api/login',
  'POST /api/refresh-token',
  'POST /api/logout',
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  'POST /api/sign-up',
  'POST /api/invitations/accept',
  'POST /api/contractor-invitations/accept',
];

/**
 * Every route a contractor (`myself:contractor-info`) gets past the role check of: what any
 * signed-in person may call, their deposit accounts, their own record, payments and 1099-NEC.
 * Nothing of payroll, employees, other contractors or the company's data; each of these checks the
 * record is theirs (contractor-access.int.test.ts, contractor-payments.int.test.ts).
 */
const contractorRoutes = [
  'GET /api/me',
  'PUT /api/my-password',
  'POST /api/paycheck',
  'GET /api/paycheck/states',
  'POST /api/bank-accounts',
  'GET /api/bank-accounts',
  'DELETE /api/bank-accounts/:id',
  'GET /api/me/contractor',
  'PATCH /api/me/contractor',
  'GET /api/me/contractor-payments',
  'GET /api/me/1099-nec',
  'GET /api/me/1099-nec/:contractorId/file',
];

/** What each guarded route admitted before policies were declarations: they must not drift. */
const admittedBefore: Record<string, Who[]> = {
  'GET /api/me': everyone,
  'PUT /api/my-password': everyone,
  'GET /api/dev/outbox': ['admin'],
  'GET /api/contact-messages': ['admin'],
  'GET /api/dashboard': ['admin'],
  'POST /api/paycheck': everyone,
  'GET /api/paycheck/states': everyone,
  'GET /api/companies': ['admin', 'owner'],
  'POST /api/companies': ['admin'],
  'GET /api/companies/:id': ['admin', 'owner'],
  'PATCH /api/companies/:id': ['admin', 'owner'],
  'POST /api/companies/:id/owners': ['admin', 'owner'],
  'DELETE /api/companies/:id/owners/:ownerId': ['admin', 'owner'],
  'GET /api/companies/:id/employees': ['admin', 'owner'],
  'GET /api/companies/:id/onboarding': ['admin', 'owner'],
  'PUT /api/companies/:id/onboarding': ['admin', 'owner'],
  'POST /api/companies/:id/onboarding/complete': ['admin', 'owner'],
  'GET /api/companies/:id/local-taxes': ['admin', 'owner'],
  'POST /api/companies/:id/local-taxes': ['admin', 'owner'],
  'PUT /api/companies/:id/local-taxes/:localTaxId': ['admin', 'owner'],
  'DELETE /api/companies/:id/local-taxes/:localTaxId': ['admin', 'owner'],
  'GET /api/companies/:id/tax-liabilities': ['admin', 'owner'],
  'GET /api/companies/:id/filings': ['admin', 'owner'],
  'GET /api/companies/:id/filings/941': ['admin', 'owner'],
  'GET /api/companies/:id/filings/941/file': ['admin', 'owner'],
  'GET /api/companies/:id/filings/940': ['admin', 'owner'],
  'GET /api/companies/:id/filings/940/file': ['admin', 'owner'],
  'GET /api/companies/:id/filings/state-withholding': ['admin', 'owner'],
  'GET /api/companies/:id/filings/state-unemployment': ['admin', 'owner'],
  'GET /api/companies/:id/tax-deposits': ['admin', 'owner'],
  'POST /api/companies/:id/tax-deposits/:depositId/payment': ['admin', 'owner'],
};

const routeName = (route: RouteDeclaration) => `${route.method} ${route.url}`;

/** Who gets past the role check of a declared policy. */
function admittedBy(route: RouteDeclaration): Who[] {
  const { admits } = route.policy;
  if (admits === 'signed-in') return everyone;
  if (admits === 'public') return [];
  return everyone.filter((who) => people[who].roles.some((role) => admits.includes(role)));
}

/** `/api/companies/:id/owners/:ownerId` → `/api/companies/any-id/owners/any-ownerId`. */
const concreteUrl = (url: string) => url.replace(/:([A-Za-z]+)/g, 'any-$1');

const payloadFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe(`role × route matrix, generated from the declared policies, on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let declared: RouteDeclaration[];
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
    declared = harness.app.routeDeclarations;
    for (const who of everyone) {
      tokens[who] = (await signInAs(harness.app, people[who].email)).accessToken;
    }
  });
  afterAll(async () => harness.close());

  it('declares a policy on every /api route, and only the listed ones are public', () => {
    expect(declared.length).toBeGreaterThanOrEqual(publicRoutes.length + 17);
    const publicOnes = declared.filter((route) => route.policy.admits === 'public');
    expect(publicOnes.map(routeName).sort()).toEqual([...publicRoutes].sort());
    for (const route of declared) expect(route.policy.name).toMatch(/^[a-z-]+\.[a-z-]+$/);
  });

  it('admits on every route what it admitted before the policies were declared', () => {
    const guarded = declared.filter((route) => route.policy.admits !== 'public');
    for (const route of guarded) {
      const before = admittedBefore[routeName(route)];
      if (before) expect(admittedBy(route), routeName(route)).toEqual(before);
    }
  });

  it('admits a contractor only to what is theirs or anyone’s', () => {
    const admitted = declared.filter((route) => admittedBy(route).includes('contractor'));
    expect(admitted.map(routeName).sort()).toEqual([...contractorRoutes].sort());
    const contractorOnly = declared.filter(
      (route) =>
        Array.isArray(route.policy.admits) && route.policy.admits.includes(roles.contractor),
    );
    for (const route of contractorOnly) {
      expect(routeName(route)).toMatch(/^[A-Z]+ \/api\/(me\/|bank-accounts)/);
    }
  });

  it('refuses anonymous callers with 401 and roles outside the policy with 403, on every route', async () => {
    const guarded = declared.filter((route) => route.policy.admits !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = concreteUrl(route.url);
      const name = routeName(route);
      const anonymous = await harness.app.inject({
        method: route.method,
        url,
        payload: payloadFor(route.method),
      });
      expect(anonymous.statusCode, `${name} anonymous`).toBe(401);
      const admitted = admittedBy(route);
      for (const who of everyone) {
        const response = await harness.app.inject({
          method: route.method,
          url,
          headers: bearer(tokens[who]),
          payload: payloadFor(route.method),
        });
        if (admitted.includes(who)) {
          expect([401, 403], `${name}: ${who} should pass the role check`).not.toContain(
            response.statusCode,
          );
        } else {
          expect(response.statusCode, `${name}: ${who} should be refused`).toBe(403);
          expect(response.headers['content-type']).toContain('application/problem+json');
          expect(response.json().code).toBe('auth.forbidden');
        }
      }
    }
  });
});
