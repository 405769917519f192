import { timeOffPolicyListSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { companyHeaders, companyOf } from './time-off-params';

export const listTimeOffPolicies = defineOperation<TimeOffServices>()({
  method: 'GET',
  url: '/api/time-off-policies',
  policy: timeOffPolicies.readPolicies,
  schema: {
    summary: 'The time-off policies of the company named by Company-ID, by name',
    headers: companyHeaders,
    response: { 200: timeOffPolicyListSchema },
  },
  handle: async ({ request }, { policies }) => ({
    items: await policies.listPolicies(companyOf(request)),
  }),
});
