import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const employeeIdOf = (params: unknown): string => (params as { id: string }).id;

const employeeNotFound = () => notFound('employee.not_found', 'The employee');

/**
 * Admins and the owners of the company named by `Company-ID`, or the employee themself. That the
 * employee belongs to that company is checked by the service, with the same 404.
 */
const readable = async ({ access, params, headers }: ScopeRequest): Promise<void> => {
  const companyId = companyIdOfHeaders(headers);
  if (await access.canManageCompany(companyId)) return;
  const ownRecord =
    access.hasRole(roles.employee) &&
    access.caller.employeeId === employeeIdOf(params) &&
    access.caller.companyId === companyId;
  if (!ownRecord) throw employeeNotFound();
};

const manageable = async ({ access, headers }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) throw employeeNotFound();
};

/**
 * An employee's recurring deductions and garnishment orders: the employer (admins, the company's
 * owners) enters and changes them; the employee reads their own and changes nothing (their role
 * is refused before the body is read). Anyone else's employee is the same 404 as a missing one.
 */
export const deductionPolicies = {
  read: {
    name: 'deduction.read',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
    scope: readable,
  },
  manage: {
    name: 'deduction.manage',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
} satisfies Record<string, Policy>;

export const garnishmentPolicies = {
  read: {
    name: 'garnishment.read',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
    scope: readable,
  },
  manage: {
    name: 'garnishment.manage',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
} satisfies Record<string, Policy>;

/** A payroll's remittances are the employer's, like the payroll: anyone else gets its 404. */
export const remittancePolicies = {
  read: {
    name: 'remittance.read',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
    scope: async ({ access, headers }: ScopeRequest): Promise<void> => {
      if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) {
        throw notFound('payroll.not_found', 'The payroll');
      }
    },
  },
} satisfies Record<string, Policy>;
