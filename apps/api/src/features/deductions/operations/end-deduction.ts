import { deductionSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { deductionPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, deductionIdParams } from './deduction-params';

export const endDeduction = defineOperation<DeductionServices>()({
  method: 'DELETE',
  url: '/api/employees/:id/deductions/:deductionId',
  policy: deductionPolicies.manage,
  schema: {
    summary: 'End a deduction today; it stays in the list, and on the stubs that took it',
    headers: companyHeaders,
    params: deductionIdParams,
    response: { 200: deductionSchema },
  },
  handle: ({ access, params, request }, { deductions }) =>
    deductions.end(access, companyOf(request), params.id, params.deductionId),
});
