import { roles } from '@paydesk/contracts';
import type { Policy } from '@paydesk/api/http/policy';

// Employees pass the role check so that a job answers them 404, never 403: jobs are the
// employer's work (its subject decides who sees it, in the service).
const admits = [roles.platformAdmin, roles.companyOwner, roles.employee];

/** A job is seen by who may see its company's payroll: its owners and the admins. */
export const jobPolicies = {
  read: { name: 'job.read', admits },
} satisfies Record<string, Policy>;
