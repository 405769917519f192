import { garnishmentSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { garnishmentPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, garnishmentIdParams } from './deduction-params';

export const endGarnishment = defineOperation<DeductionServices>()({
  method: 'DELETE',
  url: '/api/employees/:id/garnishments/:garnishmentId',
  policy: garnishmentPolicies.manage,
  schema: {
    summary: 'End an order today (released or paid); it stays in the list and on its stubs',
    headers: companyHeaders,
    params: garnishmentIdParams,
    response: { 200: garnishmentSchema },
  },
  handle: ({ access, params, request }, { garnishments }) =>
    garnishments.end(access, companyOf(request), params.id, params.garnishmentId),
});
