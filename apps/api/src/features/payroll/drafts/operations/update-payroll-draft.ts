import {
  updatePayrollDraftRequestSchema,
  updatePayrollDraftResponseSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const updatePayrollDraft = defineOperation<PayrollServices>()({
  method: 'PUT',
  url: '/api/payroll-drafts/:id',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Set lines’ values (and the pay date) at the version read; recomputes those lines',
    headers: companyHeaders,
    params: idParams,
    body: updatePayrollDraftRequestSchema,
    response: { 200: updatePayrollDraftResponseSchema },
  },
  handle: ({ params, body, request }, { drafts }) =>
    drafts.update(companyOf(request), params.id, body),
});
