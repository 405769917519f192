import {
  PAY_SCHEDULE_PAGE_SIZE,
  pageOf,
  payPeriodSchema,
  payScheduleQuerySchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { payGroupPolicies } from '../policies/pay-group-policy';
import type { PayGroupServices } from '../services';
import { companyHeaders, companyOf, payGroupIdParams } from './pay-group-params';

export const listPayrollSchedules = defineOperation<PayGroupServices>()({
  method: 'GET',
  url: '/api/pay-groups/:id/payroll-schedules',
  policy: payGroupPolicies.read,
  paged: true,
  schema: {
    summary: 'The pay periods of the group, from the first paid on or after `from` (default today)',
    headers: companyHeaders,
    params: payGroupIdParams,
    querystring: payScheduleQuerySchema,
    response: { 200: pageOf(payPeriodSchema) },
  },
  handle: async ({ params, query, request, reply }, payGroups) => {
    const page = await payGroups.pageSchedule(
      companyOf(request),
      params.id,
      query.from,
      readPageRequest(request, PAY_SCHEDULE_PAGE_SIZE),
    );
    return sendPage(reply, page, (period) => period);
  },
});
