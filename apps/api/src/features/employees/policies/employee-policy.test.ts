import { roles, type Role } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { Access } from '@paydesk/api/http/access';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { employeePolicies } from './employee-policy';

function accessFor(
  userRoles: Role[],
  options: { employeeId?: string; companyId?: string; owns?: string[] } = {},
) {
  return new Access(
    {
      userId: 'user-1',
      employeeId: options.employeeId ?? null,
      companyId: options.companyId ?? null,
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
  policy: keyof typeof employeePolicies,
  access: Access,
  employeeId: string,
  company: string,
): Promise<'allowed' | string> {
  try {
    await employeePolicies[policy].scope({
      access,
      params: { id: employeeId },
      headers: { 'company-id': company },
    });
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.code : 'crashed';
  }
}

describe('employee policies', () => {
  it('lets an admin read and manage in any existing company', async () => {
    const admin = accessFor([roles.platformAdmin]);
    expect(await outcome('read', admin, 'emp-a', 'company-a')).toBe('allowed');
    expect(await outcome('manage', admin, 'emp-b', 'company-b')).toBe('allowed');
    expect(await outcome('create', admin, 'x', 'company-missing')).toBe('company.not_found');
  });

  it('lets an owner reach only their companies', async () => {
    const owner = accessFor([roles.companyOwner], { owns: ['company-a'] });
    expect(await outcome('manage', owner, 'emp-a', 'company-a')).toBe('allowed');
    expect(await outcome('manage', owner, 'emp-b', 'company-b')).toBe('employee.not_found');
    expect(await outcome('create', owner, 'x', 'company-b')).toBe('company.not_found');
  });

  it('lets an employee read only themself in their own company, and never manage', async () => {
    const employee = accessFor([roles.employee], { employeeId: 'emp-a', companyId: 'company-a' });
    expect(await outcome('read', employee, 'emp-a', 'company-a')).toBe('allowed');
    expect(await outcome('read', employee, 'emp-a', 'company-b')).toBe('employee.not_found');
    expect(await outcome('read', employee, 'emp-b', 'company-a')).toBe('employee.not_found');
    expect(await outcome('manage', employee, 'emp-a', 'company-a')).toBe('employee.not_found');
  });

  it('admits by role before any record is read', () => {
    expect(employeePolicies.read.admits).toEqual([
      roles.platformAdmin,
      roles.companyOwner,
      roles.employee,
    ]);
    expect(employeePolicies.create.admits).toEqual([roles.platformAdmin, roles.companyOwner]);
  });
});
