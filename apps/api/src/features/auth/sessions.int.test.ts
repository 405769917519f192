import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@paydesk/api/platform/db/seed/demo-people';
import { bearer, signInAs } from '@paydesk/api/test-support/sign-in';
import { createTestApp, type TestApp } from '@paydesk/api/test-support/test-app';
import { testDatabaseKind } from '@paydesk/api/test-support/test-database';

describe(`sign-in and sessions on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ seed: true });
  });
  afterAll(async () => harness.close());

  const login = (username: string, password: string, ip = '10.0.0.1') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: ip,
    });
  const refresh = (token: string) =>
    harness.app.inject({ method: 'POST', url: '/api/refresh-token', headers: bearer(token) });

  it('signs in case-insensitively and issues a JWT with the contract claims', async () => {
    const response = await login('Owner@Paydesk.TEST', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(accessToken);
    expect(claims.roles).toEqual(['company:company-info', 'myself:employee-info']);
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.employeeId).toBe('string');
    expect(typeof claims.companyId).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await login('employee@paydesk.test', 'not-the-password', '10.0.0.2');
    const unknown = await login('nobody@paydesk.test', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, instance: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().detail).toBe('Invalid email or password');
  });

  it('does not sign in a disabled user', async () => {
    const { db } = harness.context.database;
    await db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('email', '=', 'norole@paydesk.test')
      .execute();
    const response = await login('norole@paydesk.test', DEMO_PASSWORD, '10.0.0.3');
    expect(response.statusCode).toBe(401);
    await db
      .updateTable('users')
      .set({ disabled: 0 })
      .where('email', '=', 'norole@paydesk.test')
      .execute();
  });

  it('refuses an address after 10 failures for an account, with 429 and Retry-After', async () => {
    // a successful sign-in clears the account's earlier failures
    expect((await login('employee@paydesk.test', DEMO_PASSWORD, '10.1.2.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await login('employee@paydesk.test', `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login('employee@paydesk.test', DEMO_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    harness.clock.advance(15 * 60_000 + 1000);
    expect((await login('employee@paydesk.test', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('lets no more than 10 guesses of a burst sent side by side reach the password check', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('owner@paydesk.test', `guess-${i}`, '10.4.0.1')),
    );
    const codes = burst.map((answer) => answer.statusCode);
    // Every guess is wrong: one that reached the check answers 401, one refused before it 429.
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);
    // The refused guesses were not counted: the address's failures are the checked ones.
    const counted = await harness.context.attempts.countPair(
      'owner@paydesk.test',
      '10.4.0.1',
      harness.clock.now(),
      15 * 60_000,
    );
    expect(counted.count).toBe(codes.filter((code) => code === 401).length);
    harness.clock.advance(15 * 60_000 + 1000);
    expect((await login('owner@paydesk.test', DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('does not lock the owner out when the failures come from elsewhere: it slows them down', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login('employee@paydesk.test', `wrong-${i}`, `10.3.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    const started = Date.now();
    const owner = await login('employee@paydesk.test', DEMO_PASSWORD, '10.3.1.1');
    expect(owner.statusCode).toBe(200);
    // The first pause after ten failures is a quarter of a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('limits failed sign-ins per client address', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect(
        (await login(`someone-${i}@example.com`, 'wrong-password', '10.9.9.9')).statusCode,
      ).toBe(401);
    }
    const blocked = await login('admin@paydesk.test', DEMO_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin@paydesk.test', DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the whole family when a rotated one is reused', async () => {
    const first = await signInAs(harness.app, 'admin@paydesk.test');
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const secondPair = second.json();
    expect(secondPair.refreshToken).not.toBe(first.refreshToken);
    const third = await refresh(secondPair.refreshToken);
    expect(third.statusCode).toBe(200);
    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    // the family is gone: even the newest token of that sign-in no longer works
    expect((await refresh(third.json().refreshToken)).statusCode).toBe(401);
    const events = await harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'auth.refresh-token-reused')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses an expired refresh token', async () => {
    const pair = await signInAs(harness.app, 'owner@paydesk.test');
    harness.clock.advance(14 * 24 * 3_600_000 + 1000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an expired access token and a tampered one', async () => {
    const pair = await signInAs(harness.app, 'employee@paydesk.test');
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: bearer(pair.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    const tampered = `${pair.accessToken.slice(0, -3)}abc`;
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tampered) }))
        .statusCode,
    ).toBe(401);
    harness.clock.advance(15 * 60_000 + 1000);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: bearer(pair.accessToken),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('logs out by revoking the refresh token', async () => {
    const pair = await signInAs(harness.app, 'employee@paydesk.test');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(pair.accessToken),
      payload: { refreshToken: pair.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('logs out with the refresh token as the bearer and no body at all', async () => {
    const other = await signInAs(harness.app, 'employee@paydesk.test');
    const pair = await signInAs(harness.app, 'employee@paydesk.test');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(pair.refreshToken),
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    // Only that sign-in ends.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('ends the access token with its sign-in: after logout and after a reused refresh token', async () => {
    const me = (token: string) =>
      harness.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    const loggedOut = await signInAs(harness.app, 'owner@paydesk.test');
    expect((await me(loggedOut.accessToken)).statusCode).toBe(200);
    await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(loggedOut.refreshToken),
    });
    const afterLogout = await me(loggedOut.accessToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe('auth.unauthenticated');

    const stolen = await signInAs(harness.app, 'owner@paydesk.test');
    const rotated = (await refresh(stolen.refreshToken)).json();
    expect((await me(rotated.accessToken)).statusCode).toBe(200);
    expect((await refresh(stolen.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
  });

  it('tells caches not to keep what a signed-in caller sees', async () => {
    const pair = await signInAs(harness.app, 'employee@paydesk.test');
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(pair.accessToken),
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('answers /me with the user and roles', async () => {
    const pair = await signInAs(harness.app, 'employee@paydesk.test');
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(pair.accessToken),
    });
    expect(me.json()).toMatchObject({
      email: 'employee@paydesk.test',
      firstName: 'Ethan',
      lastName: 'Edwards',
      roles: ['myself:employee-info'],
    });
  });

  it('writes audit events for sign-ins and failures', async () => {
    const rows = await harness.context.database.db
      .selectFrom('audit_events')
      .select('action')
      .execute();
    const actions = new Set(rows.map((row) => row.action));
    expect(actions).toContain('auth.signed-in');
    expect(actions).toContain('auth.sign-in-failed');
  });
});
