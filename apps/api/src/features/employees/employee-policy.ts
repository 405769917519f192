import { headerNames, roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

/** Where the employee policy reads an employee's company (the employee repository at run time). */
export type EmployeeDirectory = { companyOf: (employeeId: string) => Promise<string | undefined> };

const headerOf = (request: ScopeRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const employeeIdOf = (params: unknown): string => (params as { id: string }).id;

/** Admins see everyone, owners their companies' employees, an employee only themself. */
export async function canSeeEmployee(
  access: Access,
  employeeId: string,
  companyId: string,
): Promise<boolean> {
  if (access.isAdmin) return true;
  if (await access.canManageCompany(companyId)) return true;
  return access.hasRole(roles.employee) && access.caller.employeeId === employeeId;
}

/**
 * The employee record's policy. A `Company-ID` header, when sent, must name the employee's
 * company; anything out of scope is the same 404 as a missing employee.
 */
export function employeePolicies(directory: EmployeeDirectory) {
  const scoped =
    (allowSelf: boolean) =>
    async (request: ScopeRequest): Promise<void> => {
      const employeeId = employeeIdOf(request.params);
      const companyId = await directory.companyOf(employeeId);
      const claimed = headerOf(request, headerNames.companyId);
      const visible =
        companyId !== undefined &&
        (claimed === undefined || claimed === companyId) &&
        (allowSelf
          ? await canSeeEmployee(request.access, employeeId, companyId)
          : await request.access.canManageCompany(companyId));
      if (!visible) throw notFound('employee.not_found', 'The employee');
    };
  return {
    /** The record, profile and tax forms: the employee too. */
    read: {
      name: 'employee.read',
      admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
      scope: scoped(true),
    } satisfies Policy,
    /** Employment, pay and termination: the employer only. */
    manage: {
      name: 'employee.manage',
      admits: [roles.platformAdmin, roles.companyOwner],
      scope: scoped(false),
    } satisfies Policy,
  };
}
