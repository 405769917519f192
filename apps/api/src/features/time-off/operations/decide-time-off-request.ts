import { decideTimeOffRequestSchema, timeOffRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { idParams } from './time-off-params';

export const decideTimeOffRequest = defineOperation<TimeOffServices>()({
  method: 'PATCH',
  url: '/api/time-off-requests/:id',
  policy: timeOffPolicies.decide,
  schema: {
    summary:
      'Owners approve or deny a pending request (the employee is mailed, with the reason in note); the employee may cancel their own pending request',
    params: idParams,
    body: decideTimeOffRequestSchema,
    response: { 200: timeOffRequestSchema },
  },
  handle: async ({ access, params, body }, { requests }) =>
    requests.decide(access, params.id, body),
});
