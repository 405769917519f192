import { headerNames, roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import type { Holder } from '../bank-account-repository';

const everyoneWithAccounts = [
  roles.platformAdmin,
  roles.companyOwner,
  roles.employee,
  roles.contractor,
] as const;

/**
 * Who may see and change a holder's accounts: admins every holder, owners their companies and
 * their companies' employees and contractors, an employee or a contractor only their own
 * accounts — never the company's.
 */
export async function canActForHolder(access: Access, holder: Holder): Promise<boolean> {
  if (holder.employeeId !== null && holder.contractorId) return false;
  if (await access.canManageCompany(holder.companyId)) return true;
  if (access.caller.companyId !== holder.companyId) return false;
  if (holder.employeeId !== null) {
    return access.hasRole(roles.employee) && access.caller.employeeId === holder.employeeId;
  }
  return (
    Boolean(holder.contractorId) &&
    access.hasRole(roles.contractor) &&
    access.caller.contractorId === holder.contractorId
  );
}

/** The same 404 as a holder that does not exist, so ids cannot be probed. */
export const holderNotFound = (holder: Holder) =>
  holder.employeeId !== null
    ? notFound('employee.not_found', 'The employee')
    : holder.contractorId
      ? notFound('contractor.not_found', 'The contractor')
      : notFound('company.not_found', 'The company');

const headerOf = (headers: ScopeRequest['headers'], name: string): string | null => {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) || null;
};

/**
 * The holder a `DELETE` names in its `Company-ID` and (for an employee's or a contractor's
 * account) `Employee-Id` or `Contractor-Id` headers.
 */
export function holderOfHeaders(headers: ScopeRequest['headers']): Holder {
  return {
    companyId: companyIdOfHeaders(headers),
    employeeId: headerOf(headers, headerNames.employeeId),
    contractorId: headerOf(headers, headerNames.contractorId),
  };
}

/**
 * Bank accounts. Creating and listing name their holder in the body or the query, which a scope
 * does not see, so the service applies `canActForHolder` there; deleting names it in headers.
 */
export const bankAccountPolicies = {
  create: { name: 'bank-account.create', admits: everyoneWithAccounts },
  list: { name: 'bank-account.list', admits: everyoneWithAccounts },
  remove: {
    name: 'bank-account.delete',
    admits: everyoneWithAccounts,
    scope: async ({ access, headers }: ScopeRequest) => {
      const holder = holderOfHeaders(headers);
      if (!(await canActForHolder(access, holder))) throw holderNotFound(holder);
    },
  },
} satisfies Record<string, Policy>;
