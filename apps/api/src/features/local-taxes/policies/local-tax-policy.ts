import { roles } from '@paydesk/contracts';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const companyIdOf = (params: unknown): string => (params as { id: string }).id;

/** A company the caller may not manage is the same 404 as one that does not exist. */
const manageable = async ({ access, params }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOf(params)))) {
    throw notFound('company.not_found', 'The company');
  }
};

/**
 * The local tax jurisdictions are the employer's: admins and the company's owners read and change
 * them; employees do not (their own jurisdictions are fields of their state certificate).
 */
export const localTaxPolicies = {
  read: {
    name: 'local-tax.read',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
  manage: {
    name: 'local-tax.manage',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
} satisfies Record<string, Policy>;
