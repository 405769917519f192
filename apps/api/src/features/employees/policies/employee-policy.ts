import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const employeeIdOf = (params: unknown): string => (params as { id: string }).id;

/**
 * Whether the caller may see this employee of the company named by `Company-ID`: admins and the
 * company's owners, or the employee themself. That the employee belongs to the named company is
 * checked by the service, with the same 404.
 */
const mayRead = async ({ access, params, headers }: ScopeRequest): Promise<boolean> => {
  const companyId = companyIdOfHeaders(headers);
  if (await access.canManageCompany(companyId)) return true;
  return (
    access.hasRole(roles.employee) &&
    access.caller.employeeId === employeeIdOf(params) &&
    access.caller.companyId === companyId
  );
};

const mayManage = async ({ access, headers }: ScopeRequest): Promise<boolean> =>
  access.canManageCompany(companyIdOfHeaders(headers));

const orNotFound =
  (rule: (request: ScopeRequest) => Promise<boolean>, what: 'employee' | 'company') =>
  async (request: ScopeRequest): Promise<void> => {
    if (await rule(request)) return;
    throw what === 'employee'
      ? notFound('employee.not_found', 'The employee')
      : notFound('company.not_found', 'The company');
  };

/**
 * The employee record's policies: the employer (admins, the company's owners) manages; the
 * employee reads their own record and edits their profile and tax forms — never employment, pay
 * or termination. Anything out of scope is the same 404 as a missing employee.
 */
export const employeePolicies = {
  read: {
    name: 'employee.read',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
    scope: orNotFound(mayRead, 'employee'),
  },
  /** Employees pass the role check so that their own record answers 404 here, like any other. */
  manage: {
    name: 'employee.manage',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
    scope: orNotFound(mayManage, 'employee'),
  },
  create: {
    name: 'employee.create',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: orNotFound(mayManage, 'company'),
  },
} satisfies Record<string, Policy>;
