import type { AppContext } from '@paydesk/api/platform/app-context';
import { createTimeOffPoliciesService } from './time-off-policies-service';
import { createTimeOffRequestsService } from './time-off-requests-service';

/** The time-off feature's services, bound to the platform once at boot. */
export const createTimeOffServices = (context: AppContext) => ({
  policies: createTimeOffPoliciesService(context),
  requests: createTimeOffRequestsService(context),
});

export type TimeOffServices = ReturnType<typeof createTimeOffServices>;
