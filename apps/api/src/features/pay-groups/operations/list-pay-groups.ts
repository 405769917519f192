import { payGroupListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payGroupPolicies } from '../policies/pay-group-policy';
import type { PayGroupServices } from '../services';
import { companyHeaders, companyOf } from './pay-group-params';

export const listPayGroups = defineOperation<PayGroupServices>()({
  method: 'GET',
  url: '/api/pay-groups',
  policy: payGroupPolicies.read,
  schema: {
    summary: 'The pay groups of the company named by Company-ID, by name',
    headers: companyHeaders,
    response: { 200: payGroupListSchema },
  },
  handle: async ({ request }, payGroups) => ({ items: await payGroups.list(companyOf(request)) }),
});
