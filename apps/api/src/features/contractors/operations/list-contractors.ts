import { contractorListQuerySchema, contractorPageSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { contractorPolicies } from '../policies/contractor-policy';
import type { ContractorServices } from '../services';
import { CONTRACTORS_PAGE_SIZE, companyIdParams } from './contractor-params';

export const listContractors = defineOperation<ContractorServices>()({
  method: 'GET',
  url: '/api/companies/:id/contractors',
  policy: contractorPolicies.list,
  paged: true,
  schema: {
    summary: 'The company’s contractors, by name; `q` filters on name or email',
    params: companyIdParams,
    querystring: contractorListQuerySchema,
    response: { 200: contractorPageSchema },
  },
  handle: async ({ params, query, request, reply }, contractors) => {
    const page = await contractors.records.page(
      { companyId: params.id, status: query.status, search: query.q },
      readPageRequest(request, CONTRACTORS_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});
