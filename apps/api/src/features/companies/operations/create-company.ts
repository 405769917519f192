import { companySchema, createCompanyRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';

export const createCompany = defineOperation<CompanyServices>()({
  method: 'POST',
  url: '/api/companies',
  policy: companyPolicies.create,
  schema: {
    summary: 'Create a company (admins)',
    body: createCompanyRequestSchema,
    response: { 201: companySchema },
  },
  handle: async ({ access, body, reply }, companies) =>
    reply.status(201).send(await companies.create(access, body)),
});
