import {
  createPayrollDraftRequestSchema,
  createPayrollDraftResponseSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf } from '../../policies/payroll-params';

export const createPayrollDraft = defineOperation<PayrollServices>()({
  method: 'POST',
  url: '/api/payroll-drafts',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Start a draft: a period of a pay group, an approved payroll to edit, or off-cycle',
    description:
      'An approved payroll has one open edit draft: asking again answers 200 with that draft.',
    headers: companyHeaders,
    body: createPayrollDraftRequestSchema,
    response: { 201: createPayrollDraftResponseSchema, 200: createPayrollDraftResponseSchema },
  },
  handle: async ({ body, request, reply }, { drafts }) => {
    const { created, answer } = await drafts.create(companyOf(request), body);
    return reply.status(created ? 201 : 200).send(answer);
  },
});
