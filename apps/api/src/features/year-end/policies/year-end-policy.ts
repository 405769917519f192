import { roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const companyIdOf = (params: unknown): string => (params as { id: string }).id;

/**
 * The company in the path must be the one `Company-ID` names and one the caller manages; a company
 * they may not manage is the same 404 as one that does not exist.
 */
const manageable = async ({ access, params, headers }: ScopeRequest): Promise<void> => {
  const companyId = companyIdOf(params);
  if (companyIdOfHeaders(headers) !== companyId || !(await access.canManageCompany(companyId))) {
    throw notFound('company.not_found', 'The company');
  }
};

/** Admins read every W-2, owners their companies' employees', an employee only their own. */
export async function canReadW2Of(
  access: Access,
  holder: { companyId: string; employeeId: string },
): Promise<boolean> {
  if (await access.canManageCompany(holder.companyId)) return true;
  return (
    access.hasRole(roles.employee) &&
    access.caller.employeeId === holder.employeeId &&
    access.caller.companyId === holder.companyId
  );
}

/**
 * The company's W-2s, W-3 and SSA file are the employer's, as its returns are: admins and the
 * company's owners. One W-2 is its employee's too; the service checks whose it is (404 otherwise).
 */
export const yearEndPolicies = {
  company: {
    name: 'year-end.company',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
  /** Publishing is the employer's act toward its employees: the company's owners alone. */
  publish: {
    name: 'year-end.publish',
    admits: [roles.companyOwner],
    scope: manageable,
  },
  employee: {
    name: 'year-end.employee',
    admits: [roles.platformAdmin, roles.companyOwner, roles.employee],
  },
} satisfies Record<string, Policy>;
