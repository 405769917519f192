import { companySchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const revokeOwnership = defineOperation<CompanyServices>()({
  method: 'DELETE',
  url: '/api/companies/:id/owners/:ownerId',
  policy: companyPolicies.manage,
  schema: {
    summary: 'Revoke an ownership',
    params: companyIdParams.extend({ ownerId: z.string().min(1).max(64) }),
    response: { 200: companySchema },
  },
  handle: ({ access, params }, companies) =>
    companies.revokeOwnership(access, params.id, params.ownerId),
});
