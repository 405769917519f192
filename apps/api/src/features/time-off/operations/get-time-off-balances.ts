import { timeOffBalancesSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { timeOffPolicies } from '../policies/time-off-policy';
import type { TimeOffServices } from '../services';
import { companyHeaders, companyOf, idParams } from './time-off-params';

export const getTimeOffBalances = defineOperation<TimeOffServices>()({
  method: 'GET',
  url: '/api/employees/:id/time-off',
  policy: timeOffPolicies.readBalances,
  schema: {
    summary:
      'The employee’s balance of each assigned policy today, with the year’s accrued and used hours and open requests',
    headers: companyHeaders,
    params: idParams,
    response: { 200: timeOffBalancesSchema },
  },
  handle: async ({ params, request }, { policies }) =>
    policies.balances(companyOf(request), params.id),
});
