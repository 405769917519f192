import {
  PAYROLL_PAGE_SIZE,
  pageOf,
  payrollListItemSchema,
  payrollListQuerySchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';

export const listPayrolls = defineOperation<PayrollServices>()({
  method: 'GET',
  url: '/api/payrolls',
  policy: payrollPolicies.list,
  paged: true,
  schema: {
    summary: 'Payrolls newest first: of a company, or of every company in the caller’s scope',
    querystring: payrollListQuerySchema,
    response: { 200: pageOf(payrollListItemSchema) },
  },
  handle: async ({ access, query, request, reply }, { payrolls }) => {
    const page = await payrolls.page(access, query, readPageRequest(request, PAYROLL_PAGE_SIZE));
    return sendPage(reply, page, (item) => item);
  },
});
