import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRestorableClaims } from '../state/restore-session';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringAt = (expSeconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({
    sub: 'u1',
    employeeId: null,
    companyId: null,
    roles: [],
    exp: expSeconds,
  })}.sig`;

describe('which stored session can be restored at startup', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const now = 1_800_000_000_000;

  it('an unexpired access token with its refresh token', () => {
    store.set('serviceToken', tokenExpiringAt(now / 1000 + 60));
    store.set('refreshToken', 'r1');
    expect(readRestorableClaims(now)?.sub).toBe('u1');
    expect(store.size).toBe(2);
  });

  it.each([
    ['nothing stored', {}],
    ['an expired access token', { serviceToken: tokenExpiringAt(now / 1000), refreshToken: 'r1' }],
    ['no refresh token', { serviceToken: tokenExpiringAt(now / 1000 + 60) }],
    ['an unreadable token', { serviceToken: 'garbage', refreshToken: 'r1' }],
  ])('not %s: both tokens are cleared (logged out)', (_case, stored) => {
    for (const [key, value] of Object.entries(stored)) store.set(key, value);
    expect(readRestorableClaims(now)).toBeNull();
    expect(store.size).toBe(0);
  });
});
