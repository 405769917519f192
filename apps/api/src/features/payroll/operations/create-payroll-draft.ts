import {
  createPayrollDraftRequestSchema,
  createPayrollDraftResponseSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../policies/payroll-policy';
import type { PayrollServices } from '../services';
import { companyHeaders, companyOf } from './payroll-params';

export const createPayrollDraft = defineOperation<PayrollServices>()({
  method: 'POST',
  url: '/api/payroll-drafts',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Start a draft: a period of a pay group, an approved payroll to edit, or off-cycle',
    headers: companyHeaders,
    body: createPayrollDraftRequestSchema,
    response: { 201: createPayrollDraftResponseSchema },
  },
  handle: async ({ body, request, reply }, { drafts }) =>
    reply.status(201).send(await drafts.create(companyOf(request), body)),
});
