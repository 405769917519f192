import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

/** The company named by `Company-Id` must be one the caller manages; else the payroll's 404. */
const inManagedCompany = async ({ access, headers }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) {
    throw notFound('payroll.not_found', 'The payroll');
  }
};

/** Listing needs the employer's role; an employee's list is the same 404 as any payroll call. */
const employerOnly = async ({ access }: ScopeRequest): Promise<void> => {
  if (!access.isAdmin && !access.isOwner) throw notFound('payroll.not_found', 'The payroll');
};

// Employees pass the role check so that every payroll call answers them 404, never 403: payroll
// is the employer's (an employee sees their own pay on their pay stubs).
const admits = [roles.platformAdmin, roles.companyOwner, roles.employee];

/**
 * Payroll runs belong to the employer: admins everywhere, owners in their companies. That a
 * draft or payroll belongs to the named company is the service's 404.
 */
export const payrollPolicies = {
  read: { name: 'payroll.read', admits, scope: inManagedCompany },
  run: { name: 'payroll.run', admits, scope: inManagedCompany },
  list: { name: 'payroll.list', admits, scope: employerOnly },
} satisfies Record<string, Policy>;
