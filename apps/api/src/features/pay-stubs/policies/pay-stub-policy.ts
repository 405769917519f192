import { headerNames, roles } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import { companyIdOfHeaders } from '@paydesk/api/http/company-header';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

/** Whose stubs: an employee of a company. */
export type StubHolder = { companyId: string; employeeId: string };

const everyoneWithStubs = [roles.platformAdmin, roles.companyOwner, roles.employee] as const;

export const payStubNotFound = () => notFound('pay_stub.not_found', 'The pay stub');

/** Admins see every stub, owners their companies' employees', an employee only their own. */
export async function canReadStubsOf(access: Access, holder: StubHolder): Promise<boolean> {
  if (await access.canManageCompany(holder.companyId)) return true;
  return (
    access.hasRole(roles.employee) &&
    access.caller.employeeId === holder.employeeId &&
    access.caller.companyId === holder.companyId
  );
}

/** The holder a call names in its `Company-ID` and `Employee-ID` headers. */
export function holderOfHeaders(headers: ScopeRequest['headers']): StubHolder {
  const value = headers[headerNames.employeeId.toLowerCase()];
  return {
    companyId: companyIdOfHeaders(headers),
    employeeId: (Array.isArray(value) ? value[0] : value) ?? '',
  };
}

/**
 * Pay stubs. Reading names the holder in headers (the service then checks the stub is theirs,
 * with the same 404); listing names the employee in the query, so the service applies
 * `canReadStubsOf` there. Voiding is the employer's: an employee gets the stub's 404, not 403.
 */
export const payStubPolicies = {
  list: { name: 'pay-stub.list', admits: everyoneWithStubs },
  read: {
    name: 'pay-stub.read',
    admits: everyoneWithStubs,
    scope: async ({ access, headers }: ScopeRequest) => {
      if (!(await canReadStubsOf(access, holderOfHeaders(headers)))) throw payStubNotFound();
    },
  },
  // A payroll's ZIP names no holder: the service checks the payroll's company (404 otherwise).
  archive: { name: 'pay-stub.archive', admits: everyoneWithStubs },
  void: {
    name: 'pay-stub.void',
    admits: everyoneWithStubs,
    scope: async ({ access, headers }: ScopeRequest) => {
      if (!(await access.canManageCompany(holderOfHeaders(headers).companyId))) {
        throw payStubNotFound();
      }
    },
  },
} satisfies Record<string, Policy>;
