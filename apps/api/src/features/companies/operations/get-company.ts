import { companySchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { companyIdParams } from './company-params';

export const getCompany = defineOperation<CompanyServices>()({
  method: 'GET',
  url: '/api/companies/:id',
  policy: companyPolicies.manage,
  schema: { summary: 'One company', params: companyIdParams, response: { 200: companySchema } },
  handle: ({ params }, companies) => companies.get(params.id),
});
