import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf, idParams } from '../../policies/payroll-params';

export const deletePayrollDraft = defineOperation<PayrollServices>()({
  method: 'DELETE',
  url: '/api/payroll-drafts/:id',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Discard an open draft',
    headers: companyHeaders,
    params: idParams,
    response: { 204: z.null().describe('Deleted') },
  },
  handle: async ({ params, request, reply }, { drafts }) => {
    await drafts.remove(companyOf(request), params.id);
    return reply.status(204).send();
  },
});
