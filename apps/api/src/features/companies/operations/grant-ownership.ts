import { companySchema, grantOwnershipRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const grantOwnership = defineOperation<CompanyServices>()({
  method: 'POST',
  url: '/api/companies/:id/owners',
  policy: companyPolicies.manage,
  schema: {
    summary: 'Grant ownership to an active employee',
    params: companyIdParams,
    body: grantOwnershipRequestSchema,
    response: { 200: companySchema },
  },
  handle: ({ access, params, body }, companies) =>
    companies.grantOwnership(access, params.id, body),
});
