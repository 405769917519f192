import { createTimeOffPolicyRequestSchema, timeOffPolicySchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { companyHeaders, companyOf } from './time-off-params';

export const createTimeOffPolicy = defineOperation<TimeOffServices>()({
  method: 'POST',
  url: '/api/time-off-policies',
  policy: timeOffPolicies.managePolicies,
  schema: {
    summary:
      'Add a time-off policy (vacation, sick, personal or holiday) with its accrual, cap, carryover and waiting period',
    headers: companyHeaders,
    body: createTimeOffPolicyRequestSchema,
    response: { 201: timeOffPolicySchema },
  },
  handle: async ({ access, body, request, reply }, { policies }) =>
    reply.status(201).send(await policies.createPolicy(access, companyOf(request), body)),
});
