import { roles } from '@paydesk/contracts';
import type { Policy, ScopeRequest } from '@paydesk/api/http/policy';
import { notFound } from '@paydesk/api/platform/errors/app-error';

/** Paying people is the employer's: an employee gets the same 404 as on every payroll call. */
const employerOnly = async ({ access }: ScopeRequest): Promise<void> => {
  if (!access.isAdmin && !access.isOwner) throw notFound('ach_file.not_found', 'The ACH file');
};

// Employees pass the role check so that every ACH call answers them 404, never 403, as payroll
// does. Which payrolls and files an owner may touch is the service's 404 (the ids are in bodies).
const admits = [roles.platformAdmin, roles.companyOwner, roles.employee];

/** ACH files: administrators any, owners only their companies' payrolls and files. */
export const achFilePolicies = {
  pay: { name: 'ach-file.pay', admits, scope: employerOnly },
  read: { name: 'ach-file.read', admits, scope: employerOnly },
  returns: { name: 'ach-file.returns', admits, scope: employerOnly },
} satisfies Record<string, Policy>;
