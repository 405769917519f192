import { roles } from '@paydesk/contracts';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const managers = [roles.platformAdmin, roles.companyOwner] as const;

const companyIdOf = (params: unknown): string => (params as { id: string }).id;

/** A company the caller may not manage is the same 404 as one that does not exist. */
const manageable = async ({ access, params }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOf(params)))) {
    throw notFound('company.not_found', 'The company');
  }
};

/** Who may read or change companies: admins every company, owners the companies they own. */
export const companyPolicies = {
  /** The platform's own dashboard. */
  dashboard: { name: 'platform.dashboard', admits: [roles.platformAdmin] },
  /** The list is filtered to the caller's companies by the service. */
  list: { name: 'company.list', admits: managers },
  create: { name: 'company.create', admits: [roles.platformAdmin] },
  /** One company (`:id`) and everything under it: record, owners, employees, onboarding. */
  manage: { name: 'company.manage', admits: managers, scope: manageable },
} satisfies Record<string, Policy>;
