import {
  TIME_OFF_REQUEST_PAGE_SIZE,
  timeOffRequestListQuerySchema,
  timeOffRequestPageSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { requestOf } from '../time-off-answer';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';

export const listTimeOffRequests = defineOperation<TimeOffServices>()({
  method: 'GET',
  url: '/api/time-off-requests',
  policy: timeOffPolicies.listRequests,
  paged: true,
  schema: {
    summary:
      'A company’s time-off requests, pending first then by first day; an employee sees only their own',
    querystring: timeOffRequestListQuerySchema,
    response: { 200: timeOffRequestPageSchema },
  },
  handle: async ({ access, query, request, reply }, { requests }) => {
    const page = await requests.page(
      access,
      query,
      readPageRequest(request, TIME_OFF_REQUEST_PAGE_SIZE),
    );
    return sendPage(reply, page, requestOf);
  },
});
