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

/** How far before its end a period may be paid (a month's pay date moved back over a holiday). */
const EARLIEST_PAY_DAYS = 31;

/**
 * One period of a group's schedule by its end: the one the address names when it is further
 * ahead than the next few (the schedule links to any of its periods). Null when none ends then.
 */
export async function findPeriod(
  companyId: string,
  payGroupId: string,
  periodEnd: string,
): Promise<PayPeriod | null> {
  const from = new Date(`${periodEnd}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - EARLIEST_PAY_DAYS);
  const fetched = await payrollScheduleFetcher(
    companyId,
    payGroupId,
    from.toISOString().slice(0, 10),
  )({ pageKey: null, pageSize: 8 });
  return fetched.page.items.find((period) => period.periodEnd === periodEnd) ?? null;
}

/** The named period, asked for only when the next periods do not hold it. */
export const useNamedPeriod = (
  companyId: string,
  payGroupId: string | null,
  periodEnd: string | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...payrollKeys.upcoming(companyId), 'period', payGroupId, periodEnd],
    queryFn: () => findPeriod(companyId, payGroupId ?? '', periodEnd ?? ''),
    enabled: enabled && payGroupId !== null && periodEnd !== null,
  });
