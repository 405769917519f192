import { timeOffPolicySchema, updateTimeOffPolicyRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { companyHeaders, companyOf, idParams } from './time-off-params';

export const updateTimeOffPolicy = defineOperation<TimeOffServices>()({
  method: 'PATCH',
  url: '/api/time-off-policies/:id',
  policy: timeOffPolicies.managePolicies,
  schema: {
    summary: 'Change a time-off policy at the version read (409 when it changed meanwhile)',
    headers: companyHeaders,
    params: idParams,
    body: updateTimeOffPolicyRequestSchema,
    response: { 200: timeOffPolicySchema },
  },
  handle: async ({ access, params, body, request }, { policies }) =>
    policies.updatePolicy(access, companyOf(request), params.id, body),
});
