import { describe, expect, it } from 'vitest';
import { expiresAtMs, isUnexpired, readClaims, userFromClaims } from '../state/session-user';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

const claims = {
  sub: 'u1',
  employeeId: null,
  companyId: null,
  roles: ['platform:admin'],
  exp: 1_800_000_000,
};

describe('reading the access token', () => {
  it('reads the Paydesk claims without verifying the signature', () => {
    expect(readClaims(jwt(claims))).toEqual(claims);
  });

  it('answers null for no token, garbage, or a token without the claims', () => {
    expect(readClaims(null)).toBeNull();
    expect(readClaims('not-a-jwt')).toBeNull();
    expect(readClaims(jwt({ sub: 'u1' }))).toBeNull();
    expect(readClaims(jwt({ ...claims, roles: ['root'] }))).toBeNull();
  });

  it('turns exp (seconds) into an instant and compares it with now', () => {
    const read = readClaims(jwt(claims))!;
    expect(expiresAtMs(read)).toBe(1_800_000_000_000);
    expect(isUnexpired(read, 1_800_000_000_000 - 1)).toBe(true);
    expect(isUnexpired(read, 1_800_000_000_000)).toBe(false);
  });

  it('builds a nameless user from the claims', () => {
    expect(userFromClaims(readClaims(jwt(claims))!)).toEqual({
      id: 'u1',
      employeeId: null,
      companyId: null,
      roles: ['platform:admin'],
      firstName: '',
      lastName: '',
      email: '',
    });
  });
});
