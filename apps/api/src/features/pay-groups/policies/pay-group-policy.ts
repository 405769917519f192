import { roles } from '@paydesk/contracts';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

/** The company named by `Company-ID` must be one the caller manages; else the same 404. */
const inManagedCompany = async ({ access, headers }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) {
    throw notFound('company.not_found', 'The company');
  }
};

/**
 * Pay groups belong to the employer: admins and the company's owners read and change them;
 * employees do not (they see their pay dates on their pay stubs). Whether the group belongs to the
 * named company is the service's 404.
 */
export const payGroupPolicies = {
  read: {
    name: 'pay-group.read',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: inManagedCompany,
  },
  manage: {
    name: 'pay-group.manage',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: inManagedCompany,
  },
} satisfies Record<string, Policy>;
