import { headerNames, roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

const employers = [roles.platformAdmin, roles.companyOwner] as const;

export const contractorNotFound = () => notFound('contractor.not_found', 'The contractor');

/** The `Company-ID` a request names, when it names one (optional on a contractor's own path). */
export function companyHeaderOf(headers: ScopeRequest['headers']): string | null {
  const value = headers[headerNames.companyId.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) || null;
}

/**
 * Whether the caller manages the company a contractor belongs to: admins and its owners. A
 * `Company-ID` header, when sent, must name that company too. Anything else is the same 404 as
 * a contractor that does not exist.
 */
export async function canManageContractorOf(
  access: Access,
  companyId: string,
  namedCompanyId: string | null,
): Promise<boolean> {
  if (namedCompanyId !== null && namedCompanyId !== companyId) return false;
  return access.canManageCompany(companyId);
}

const managesNamedCompany = async ({ access, headers }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany(companyIdOfHeaders(headers)))) {
    throw notFound('company.not_found', 'The company');
  }
};

const managesCompanyOfPath = async ({ access, params }: ScopeRequest): Promise<void> => {
  if (!(await access.canManageCompany((params as { id: string }).id))) {
    throw notFound('company.not_found', 'The company');
  }
};

/** A named company the caller does not manage is refused before any read; the service checks the rest. */
const mayManageNamedCompany = async ({ access, headers }: ScopeRequest): Promise<void> => {
  const named = companyHeaderOf(headers);
  if (named !== null && !(await access.canManageCompany(named))) throw contractorNotFound();
};

/** The contractor themself: their own record only, which their token names. */
const isContractorSelf = async ({ access }: ScopeRequest): Promise<void> => {
  if (!access.hasRole(roles.contractor) || !access.caller.contractorId) throw contractorNotFound();
};

/**
 * Contractors' policies: the employer (admins, the company's owners) creates, reads, edits and
 * invites; the contractor reads and completes their own record (`/me/contractor`) and nothing
 * else of the company. Employees have no part in them.
 */
export const contractorPolicies = {
  create: { name: 'contractor.create', admits: employers, scope: managesNamedCompany },
  list: { name: 'contractor.list', admits: employers, scope: managesCompanyOfPath },
  read: { name: 'contractor.read', admits: employers, scope: mayManageNamedCompany },
  manage: { name: 'contractor.manage', admits: employers, scope: mayManageNamedCompany },
  own: { name: 'contractor.own', admits: [roles.contractor], scope: isContractorSelf },
} satisfies Record<string, Policy>;
