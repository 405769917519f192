import { companyEmployeeQuerySchema, companyEmployeeSchema, pageOf } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { COMPANY_EMPLOYEES_PAGE_SIZE, companyIdParams } from './company-params';

export const listCompanyEmployees = defineOperation<CompanyServices>()({
  method: 'GET',
  url: '/api/companies/:id/employees',
  policy: companyPolicies.manage,
  paged: true,
  schema: {
    summary: 'The company’s employees, by name',
    params: companyIdParams,
    querystring: companyEmployeeQuerySchema,
    response: { 200: pageOf(companyEmployeeSchema) },
  },
  handle: async ({ params, query, request, reply }, companies) => {
    const page = await companies.pageEmployees(
      { companyId: params.id, status: query.status, search: query.q ?? query.search },
      readPageRequest(request, COMPANY_EMPLOYEES_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});
