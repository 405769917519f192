import { PAYROLL_DRAFT_PAGE_SIZE, headerNames, payrollDraftSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest } from '@paydesk/api/http/page-headers';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const getPayrollDraft = defineOperation<PayrollServices>()({
  method: 'GET',
  url: '/api/payroll-drafts/:id',
  policy: payrollPolicies.read,
  paged: true,
  schema: {
    summary: 'The draft with its summary, readiness and one page of its lines (by name)',
    headers: companyHeaders,
    params: idParams,
    response: { 200: payrollDraftSchema },
  },
  handle: async ({ params, request, reply }, { drafts }) => {
    const { answer, nextKey, previousKey } = await drafts.get(
      companyOf(request),
      params.id,
      readPageRequest(request, PAYROLL_DRAFT_PAGE_SIZE),
    );
    if (nextKey) void reply.header(headerNames.nextPageKey, nextKey);
    if (previousKey) void reply.header(headerNames.previousPageKey, previousKey);
    return answer;
  },
});
