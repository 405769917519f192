import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

const failedLogin = (harness: TestApp, forwardedFor: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody-${forwardedFor}@example.com`, password: 'wrong password 1' },
  });

const lastFailureAddress = async (harness: TestApp) =>
  (
    await harness.context.database.db
      .selectFrom('audit_events')
      .select('ip_address')
      .where('action', '=', 'auth.sign-in-failed')
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).ip_address;

describe(`client addresses on ${testDatabaseKind()}`, () => {
  let harness: TestApp | undefined;
  afterEach(async () => harness?.close());

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    harness = await createTestApp();
    await failedLogin(harness, '203.0.113.7');
    expect(await lastFailureAddress(harness)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names', async () => {
    harness = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await failedLogin(harness, '203.0.113.7');
    expect(await lastFailureAddress(harness)).toBe('203.0.113.7');
  });

  it('keeps the per-address limit when the header rotates', async () => {
    harness = await createTestApp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt += 1) {
      statuses.push((await failedLogin(harness, `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone', DATA_DIR: tmpdir() })).toThrow(
      'TRUST_PROXY',
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1', DATA_DIR: tmpdir() }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });
});
