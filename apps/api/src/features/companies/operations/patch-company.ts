import { companySchema, patchCompanyRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const patchCompany = defineOperation<CompanyServices>()({
  method: 'PATCH',
  url: '/api/companies/:id',
  policy: companyPolicies.manage,
  schema: {
    summary: 'Change only the fields sent',
    params: companyIdParams,
    body: patchCompanyRequestSchema,
    response: { 200: companySchema },
  },
  handle: ({ access, params, body }, companies) => companies.patch(access, params.id, body),
});
