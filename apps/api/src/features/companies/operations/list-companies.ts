import { companyListItemSchema, companyListQuerySchema, pageOf } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { toCompanyListItem } from '../company-mapper';
import { companyPolicies } from '../policies/company-policy';
import type { CompanyServices } from '../services';
import { COMPANIES_PAGE_SIZE } from './company-params';

export const listCompanies = defineOperation<CompanyServices>()({
  method: 'GET',
  url: '/api/companies',
  policy: companyPolicies.list,
  paged: true,
  schema: {
    summary: 'Companies the caller may manage, by name',
    querystring: companyListQuerySchema,
    response: { 200: pageOf(companyListItemSchema) },
  },
  handle: async ({ access, query, request, reply }, companies) => {
    const page = await companies.page(access, query, readPageRequest(request, COMPANIES_PAGE_SIZE));
    return sendPage(reply, page, toCompanyListItem);
  },
});
