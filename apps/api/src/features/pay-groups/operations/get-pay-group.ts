import { payGroupSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payGroupPolicies } from '../policies/pay-group-policy';
import type { PayGroupServices } from '../services';
import { companyHeaders, companyOf, payGroupIdParams } from './pay-group-params';

export const getPayGroup = defineOperation<PayGroupServices>()({
  method: 'GET',
  url: '/api/pay-groups/:id',
  policy: payGroupPolicies.read,
  schema: {
    summary: 'One pay group',
    headers: companyHeaders,
    params: payGroupIdParams,
    response: { 200: payGroupSchema },
  },
  handle: ({ params, request }, payGroups) => payGroups.get(companyOf(request), params.id),
});
