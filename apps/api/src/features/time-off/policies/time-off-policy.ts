import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const employeeIdOf = (params: unknown): string => (params as { id: string }).id;

const companyNotFound = () => notFound('company.not_found', 'The company');
const employeeNotFound = () => notFound('employee.not_found', 'The employee');

/** A company the caller may not manage is the same 404 as one that does not exist. */
const manageable = async ({ access, headers }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) throw companyNotFound();
};

/** The company's managers, or one of its employees (policy names are no secret to them). */
const ofCompany = async ({ access, headers }: ScopeRequest): Promise<void> => {
  const companyId = companyIdOfHeaders(headers);
  if (await access.canManageCompany(companyId)) return;
  if (access.hasRole(roles.employee) && access.caller.companyId === companyId) return;
  throw companyNotFound();
};

/** The company's managers, or the employee themself. */
const employeeOrManager = async ({ access, headers, params }: ScopeRequest): Promise<void> => {
  const companyId = companyIdOfHeaders(headers);
  if (await access.canManageCompany(companyId)) return;
  if (
    access.hasRole(roles.employee) &&
    access.caller.companyId === companyId &&
    access.caller.employeeId === employeeIdOf(params)
  ) {
    return;
  }
  throw employeeNotFound();
};

const everyone = [roles.platformAdmin, roles.companyOwner, roles.employee] as const;
const employers = [roles.platformAdmin, roles.companyOwner] as const;

/**
 * Time off. Policies and assignments are the employer's (employees read the policy list);
 * balances are the employer's and the employee's own. Requests are scoped by the service: an
 * employee asks and cancels for themself and sees only their own; owners decide. Anything out of
 * scope is the same 404 as a missing record.
 */
export const timeOffPolicies = {
  readPolicies: { name: 'time-off-policy.read', admits: [...everyone], scope: ofCompany },
  managePolicies: { name: 'time-off-policy.manage', admits: [...employers], scope: manageable },
  assign: {
    name: 'time-off-policy.assign',
    admits: [...everyone],
    scope: manageable,
  },
  readBalances: {
    name: 'time-off-balance.read',
    admits: [...everyone],
    scope: employeeOrManager,
  },
  ask: { name: 'time-off-request.create', admits: [roles.employee] },
  listRequests: { name: 'time-off-request.list', admits: [...everyone] },
  decide: { name: 'time-off-request.decide', admits: [...everyone] },
} satisfies Record<string, Policy>;
