import { roles } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { NO_ROLE_LABEL_ID, primaryRole, roleLabelId } from '../components/roles';
import en from '../locales/en.json';

const catalogue: Record<string, string> = en;

describe('role labels', () => {
  it('every role has a label in the catalogue', () => {
    for (const role of Object.values(roles)) expect(catalogue[roleLabelId(role)]).toBeTruthy();
    expect(catalogue[NO_ROLE_LABEL_ID]).toBe('No role');
  });

  it('names a user by the role that decides where they land', () => {
    expect(primaryRole([roles.employee, roles.companyOwner])).toBe(roles.companyOwner);
    expect(primaryRole([roles.employee, roles.platformAdmin])).toBe(roles.platformAdmin);
    expect(primaryRole([roles.employee])).toBe(roles.employee);
    expect(primaryRole([])).toBeNull();
  });
});
