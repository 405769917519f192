import { headerNames, roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import type { Holder } from '../bank-account-repository';

const everyoneWithAccounts = [roles.platformAdmin, roles.companyOwner, roles.employee] as const;

/**
 * Who may see and change a holder's accounts: admins every holder, owners their companies and
 * their companies' employees, an employee only their own accounts — never the company's.
 */
export async function canActForHolder(access: Access, holder: Holder): Promise<boolean> {
  if (await access.canManageCompany(holder.companyId)) return true;
  return (
    holder.employeeId !== null &&
    access.hasRole(roles.employee) &&
    access.caller.employeeId === holder.employeeId &&
    access.caller.companyId === holder.companyId
  );
}

/** The same 404 as a holder that does not exist, so ids cannot be probed. */
export const holderNotFound = (holder: Holder) =>
  holder.employeeId === null
    ? notFound('company.not_found', 'The company')
    : notFound('employee.not_found', 'The employee');

/** The holder a `DELETE` names in its `Company-ID` and (for an employee's account) `Employee-Id` headers. */
export function holderOfHeaders(headers: ScopeRequest['headers']): Holder {
  const value = headers[headerNames.employeeId.toLowerCase()];
  const employeeId = (Array.isArray(value) ? value[0] : value) ?? null;
  return { companyId: companyIdOfHeaders(headers), employeeId: employeeId || null };
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
