import {
  PAY_STUB_PAGE_SIZE,
  pageOf,
  payStubListItemSchema,
  payStubListQuerySchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { payStubPolicies } from '../policies/pay-stub-policy';
import type { PayStubServices } from '../services';

export const listPayStubs = defineOperation<PayStubServices>()({
  method: 'GET',
  url: '/api/pay-stubs',
  policy: payStubPolicies.list,
  paged: true,
  schema: {
    summary: 'An employee’s pay stubs, newest pay date first',
    querystring: payStubListQuerySchema,
    response: { 200: pageOf(payStubListItemSchema) },
  },
  handle: async ({ access, query, request, reply }, { stubs }) => {
    const page = await stubs.page(
      access,
      query.employeeId,
      readPageRequest(request, PAY_STUB_PAGE_SIZE),
    );
    return sendPage(reply, page, (item) => item);
  },
});
