import { garnishmentSchema, updateGarnishmentRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { garnishmentPolicies } from '../policies/deduction-policy';
import type { DeductionServices } from '../services';
import { companyHeaders, companyOf, garnishmentIdParams } from './deduction-params';

export const updateGarnishment = defineOperation<DeductionServices>()({
  method: 'PATCH',
  url: '/api/employees/:id/garnishments/:garnishmentId',
  policy: garnishmentPolicies.manage,
  schema: {
    summary: 'Change an order at the version read (an amended order, a new payee)',
    headers: companyHeaders,
    params: garnishmentIdParams,
    body: updateGarnishmentRequestSchema,
    response: { 200: garnishmentSchema },
  },
  handle: ({ access, params, body, request }, { garnishments }) =>
    garnishments.update(access, companyOf(request), params.id, params.garnishmentId, body),
});
