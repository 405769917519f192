import { patchPayGroupRequestSchema, payGroupSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payGroupPolicies } from '../policies/pay-group-policy';
import type { PayGroupServices } from '../services';
import { companyHeaders, companyOf, payGroupIdParams } from './pay-group-params';

export const patchPayGroup = defineOperation<PayGroupServices>()({
  method: 'PATCH',
  url: '/api/pay-groups/:id',
  policy: payGroupPolicies.manage,
  schema: {
    summary: 'Change only the fields sent; frequency and dates only before a committed payroll',
    headers: companyHeaders,
    params: payGroupIdParams,
    body: patchPayGroupRequestSchema,
    response: { 200: payGroupSchema },
  },
  handle: ({ access, params, body, request }, payGroups) =>
    payGroups.patch(access, companyOf(request), params.id, body),
});
