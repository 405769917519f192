import { roles } from '@paydesk/contracts';
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

/**
 * The company's taxes, deposits and returns are the employer's: admins and the company's owners
 * read them; employees do not (their own withholding is on their pay stubs).
 */
export const taxFilingPolicies = {
  read: {
    name: 'tax-filing.read',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
  /** Entering what was paid (a deposit's EFTPS payment) is theirs too. */
  record: {
    name: 'tax-filing.record',
    admits: [roles.platformAdmin, roles.companyOwner],
    scope: manageable,
  },
  /** Counts across every company (the administrator's dashboard). */
  overview: { name: 'tax-filing.overview', admits: [roles.platformAdmin] },
} satisfies Record<string, Policy>;
