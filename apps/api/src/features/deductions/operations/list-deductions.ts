import { deductionListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { deductionPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './deduction-params';

export const listDeductions = defineOperation<DeductionServices>()({
  method: 'GET',
  url: '/api/employees/:id/deductions',
  policy: deductionPolicies.read,
  schema: {
    summary:
      'The employee’s recurring deductions, ended ones too, with the year to date and the limit left',
    headers: companyHeaders,
    params: employeeIdParams,
    response: { 200: deductionListSchema },
  },
  handle: async ({ params, request }, { deductions }) => ({
    items: await deductions.list(companyOf(request), params.id),
  }),
});
