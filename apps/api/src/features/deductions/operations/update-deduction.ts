import { deductionSchema, updateDeductionRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { deductionPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, deductionIdParams } from './deduction-params';

export const updateDeduction = defineOperation<DeductionServices>()({
  method: 'PATCH',
  url: '/api/employees/:id/deductions/:deductionId',
  policy: deductionPolicies.manage,
  schema: {
    summary: 'Change a deduction at the version read; drafts computed from now on use it',
    headers: companyHeaders,
    params: deductionIdParams,
    body: updateDeductionRequestSchema,
    response: { 200: deductionSchema },
  },
  handle: ({ access, params, body, request }, { deductions }) =>
    deductions.update(access, companyOf(request), params.id, params.deductionId, body),
});
