import { assignTimeOffPolicyRequestSchema, timeOffAssignmentSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { companyHeaders, companyOf, idParams } from './time-off-params';

export const assignTimeOffPolicy = defineOperation<TimeOffServices>()({
  method: 'POST',
  url: '/api/employees/:id/time-off-policies',
  policy: timeOffPolicies.assign,
  schema: {
    summary:
      'Assign the employee to a time-off policy, with the balance they already had (409 when assigned)',
    headers: companyHeaders,
    params: idParams,
    body: assignTimeOffPolicyRequestSchema,
    response: { 201: timeOffAssignmentSchema },
  },
  handle: async ({ access, params, body, request, reply }, { policies }) =>
    reply.status(201).send(await policies.assign(access, companyOf(request), params.id, body)),
});
