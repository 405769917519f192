import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from '../components/return-path';

describe('returnPathAfterSignIn', () => {
  it('returns to the guarded page the visitor asked for', () => {
    const state = {
      from: { pathname: '/company/c1/payroll-management', search: '?status=approved' },
    };
    expect(returnPathAfterSignIn(state)).toBe('/company/c1/payroll-management?status=approved');
  });

  it('goes to the root (role dashboards) without a usable origin', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 'x' },
      { from: { pathname: 'https://evil.example' } },
      { from: { pathname: '//evil.example/path' } },
      { from: { pathname: '/login' } },
    ]) {
      expect(returnPathAfterSignIn(state)).toBe('/');
    }
  });
});
