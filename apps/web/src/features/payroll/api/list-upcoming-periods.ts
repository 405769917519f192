import type { PayGroup, PayPeriod } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPayGroups, payrollScheduleFetcher } from '@web/features/pay-groups';
import { payrollKeys } from './payroll-keys';

/** How many of each group's next periods the management page shows. */
export const UPCOMING_PERIODS = 3;

export type GroupPeriods = { group: PayGroup; periods: PayPeriod[] };

/**
 * GET /pay-groups, then each group's first page of GET /pay-groups/{id}/payroll-schedules: the
 * next periods to run, with their deadlines and whether a draft or payroll exists.
 */
export async function listUpcomingPeriods(companyId: string): Promise<GroupPeriods[]> {
  const groups = await listPayGroups(companyId);
  return Promise.all(
    groups.map(async (group) => {
      const fetched = await payrollScheduleFetcher(
        companyId,
        group.id,
      )({ pageKey: null, pageSize: UPCOMING_PERIODS });
      return { group, periods: fetched.page.items };
    }),
  );
}

export const upcomingPeriodsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: payrollKeys.upcoming(companyId),
    queryFn: () => listUpcomingPeriods(companyId),
  });

export const useUpcomingPeriods = (companyId: string) =>
  useQuery(upcomingPeriodsQueryOptions(companyId));
