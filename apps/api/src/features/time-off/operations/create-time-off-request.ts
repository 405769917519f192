import { createTimeOffRequestSchema, timeOffRequestSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';

export const createTimeOffRequest = defineOperation<TimeOffServices>()({
  method: 'POST',
  url: '/api/time-off-requests',
  policy: timeOffPolicies.ask,
  schema: {
    summary:
      'An employee asks for hours of one of their policies (409 above the available balance unless the policy allows a negative one); the decision is mailed in the language of Accept-Language',
    body: createTimeOffRequestSchema,
    response: { 201: timeOffRequestSchema },
  },
  handle: async ({ access, body, request, reply }, { requests }) =>
    reply
      .status(201)
      .send(
        await requests.create(
          access,
          body,
          readerLocaleOf(request.headers['accept-language']).language,
        ),
      ),
});
