import { roles, type Role } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { Access } from '@paydesk/api/http/access';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { employeePolicies } from './employee-policy';

const companyOf: Record<string, string> = { 'emp-a': 'company-a', 'emp-b': 'company-b' };
const policies = employeePolicies({ companyOf: async (id) => companyOf[id] });

function accessFor(userRoles: Role[], options: { employeeId?: string; owns?: string[] } = {}) {
  return new Access(
    {
      userId: 'user-1',
      employeeId: options.employeeId ?? null,
      companyId: null,
      roles: userRoles,
      sessionId: null,
    },
    {
      ownedCompanyIds: async () => options.owns ?? [],
      companyExists: async (id) => ['company-a', 'company-b'].includes(id),
    },
  );
}

async function outcome(
  policy: 'read' | 'manage',
  access: Access,
  employeeId: string,
  headers: Record<string, string> = {},
): Promise<'allowed' | string> {
  try {
    await policies[policy].scope({ access, params: { id: employeeId }, headers });
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : 'crashed';
  }
}

describe('employee policy', () => {
  it('lets an admin read and manage anyone', async () => {
    const admin = accessFor([roles.platformAdmin]);
    expect(await outcome('read', admin, 'emp-a')).toBe('allowed');
    expect(await outcome('manage', admin, 'emp-b')).toBe('allowed');
  });

  it('lets an owner reach only their companies’ employees', async () => {
    const owner = accessFor([roles.companyOwner], { owns: ['company-a'] });
    expect(await outcome('manage', owner, 'emp-a')).toBe('allowed');
    expect(await outcome('manage', owner, 'emp-b')).toBe('employee.not_found');
  });

  it('lets an employee read only themself, and never manage', async () => {
    const employee = accessFor([roles.employee], { employeeId: 'emp-a' });
    expect(await outcome('read', employee, 'emp-a')).toBe('allowed');
    expect(await outcome('read', employee, 'emp-b')).toBe('employee.not_found');
    expect(await outcome('manage', employee, 'emp-a')).toBe('employee.not_found');
  });

  it('answers the same 404 for a missing employee and a Company-ID that names another company', async () => {
    const admin = accessFor([roles.platformAdmin]);
    expect(await outcome('read', admin, 'emp-missing')).toBe('employee.not_found');
    expect(await outcome('read', admin, 'emp-a', { 'company-id': 'company-b' })).toBe(
      'employee.not_found',
    );
    expect(await outcome('read', admin, 'emp-a', { 'company-id': 'company-a' })).toBe('allowed');
  });

  it('admits by role before any record is read', () => {
    expect(policies.read.admits).toEqual([roles.platformAdmin, roles.companyOwner, roles.employee]);
    expect(policies.manage.admits).toEqual([roles.platformAdmin, roles.companyOwner]);
  });
});
