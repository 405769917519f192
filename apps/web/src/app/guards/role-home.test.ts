import { roles } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { menuAreaFor } from '../menus/menu-for-area';
import { decideAccess, homePathFor } from './role-home';

const signedIn = (held: (typeof roles)[keyof typeof roles][]) => ({
  isInitialized: true,
  isLoggedIn: true,
  user: { roles: held },
});

describe('root redirect (spec §2.2)', () => {
  it.each([
    [[roles.platformAdmin], '/dashboard'],
    [[roles.companyOwner, roles.employee], '/owner/dashboard'],
    [[roles.employee], '/employee/dashboard'],
    [[roles.contractor], '/contractor/dashboard'],
    [[], '/unauthorized'],
  ] as const)('sends %j to %s', (held, path) => {
    expect(homePathFor({ roles: held })).toBe(path);
  });

  it('sends a signed-out visitor to /login', () => {
    expect(homePathFor(null)).toBe('/login');
  });
});

describe('route guards (spec §5)', () => {
  it('waits while the session is being restored', () => {
    const loading = { isInitialized: false, isLoggedIn: false, user: null };
    expect(decideAccess(loading, [roles.platformAdmin])).toBe('wait');
  });

  it('sends signed-out visitors to login and users without the role to /unauthorized', () => {
    const out = { isInitialized: true, isLoggedIn: false, user: null };
    expect(decideAccess(out, 'signed-in')).toBe('login');
    expect(decideAccess(signedIn([roles.companyOwner]), [roles.employee])).toBe('unauthorized');
    expect(decideAccess(signedIn([roles.employee]), [roles.companyOwner])).toBe('unauthorized');
    expect(decideAccess(signedIn([roles.contractor]), [roles.employee])).toBe('unauthorized');
    expect(decideAccess(signedIn([roles.contractor]), [roles.companyOwner])).toBe('unauthorized');
    expect(decideAccess(signedIn([]), [roles.platformAdmin])).toBe('unauthorized');
  });

  it('admits holders of any listed role', () => {
    const owner = signedIn([roles.companyOwner, roles.employee]);
    expect(decideAccess(owner, [roles.employee])).toBe('allow');
    expect(decideAccess(owner, [roles.platformAdmin, roles.companyOwner])).toBe('allow');
    expect(decideAccess(signedIn([]), 'signed-in')).toBe('allow');
  });
});

describe('menu of a page', () => {
  it('uses the area’s menu, else the menu of the main role', () => {
    expect(menuAreaFor('employee', [roles.companyOwner, roles.employee])).toBe('employee');
    expect(menuAreaFor(null, [roles.companyOwner, roles.employee])).toBe('owner');
    expect(menuAreaFor(null, [roles.platformAdmin])).toBe('admin');
    expect(menuAreaFor(null, [roles.employee])).toBe('employee');
    // A contractor's menu offers nothing of payroll, employees or companies.
    expect(menuAreaFor(null, [roles.contractor])).toBe('contractor');
    expect(menuAreaFor('contractor', [roles.contractor])).toBe('contractor');
    // No role: only the Unauthorized entry, even on an area's pages (spec §6).
    expect(menuAreaFor(null, [])).toBe('none');
    expect(menuAreaFor('employee', [])).toBe('none');
  });
});
