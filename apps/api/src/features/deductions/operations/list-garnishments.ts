import { garnishmentListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { garnishmentPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, employeeIdParams } from './deduction-params';

export const listGarnishments = defineOperation<DeductionServices>()({
  method: 'GET',
  url: '/api/employees/:id/garnishments',
  policy: garnishmentPolicies.read,
  schema: {
    summary: 'The employee’s garnishment orders with what was withheld and what each still claims',
    headers: companyHeaders,
    params: employeeIdParams,
    response: { 200: garnishmentListSchema },
  },
  handle: async ({ params, request }, { garnishments }) => ({
    items: await garnishments.list(companyOf(request), params.id),
  }),
});
