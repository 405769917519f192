import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { assignTimeOffPolicy } from './operations/assign-time-off-policy';
import { createTimeOffPolicy } from './operations/create-time-off-policy';
import { createTimeOffRequest } from './operations/create-time-off-request';
import { decideTimeOffRequest } from './operations/decide-time-off-request';
import { getTimeOffBalances } from './operations/get-time-off-balances';
import { listTimeOffPolicies } from './operations/list-time-off-policies';
import { listTimeOffRequests } from './operations/list-time-off-requests';
import { updateTimeOffPolicy } from './operations/update-time-off-policy';
import type { TimeOffServices } from './services';

/** Time off: policies, assignments, balances and requests. */
export const timeOffFeature =
  (services: TimeOffServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['time-off'] }, [
      listTimeOffPolicies,
      createTimeOffPolicy,
      updateTimeOffPolicy,
      assignTimeOffPolicy,
      getTimeOffBalances,
      createTimeOffRequest,
      listTimeOffRequests,
      decideTimeOffRequest,
    ]);
  };
