import { supportedTaxYears } from '@paydesk/engine';
import type { PayPeriod as PayPeriodAnswer } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import { createPayGroupsService } from './pay-groups-service';
import type { PayrollLedger } from './payroll-ledger';
import { periodsFrom } from './schedule';

const knownTaxYears = new Set(supportedTaxYears());

/** The pay date's year when the engine has no tax figures for it, else null. */
const missingTaxYear = (payDate: string): number | null => {
  const year = Number(payDate.slice(0, 4));
  return knownTaxYears.has(year) ? null : year;
};

/** The pay-groups feature's services, bound to the platform once at boot. */
export function createPayGroupServices(context: AppContext, ledger: PayrollLedger) {
  const groups = createPayGroupsService(context, ledger);
  return {
    ...groups,
    /** A page of the computed schedule, keyset by period end like any stored list. */
    async pageSchedule(
      companyId: string,
      id: string,
      from: string | undefined,
      request: PageRequest,
    ): Promise<KeysetPage<PayPeriodAnswer>> {
      const { schedule, payrolls, today, leadDays } = await groups.schedule(companyId, id);
      const periods: PayPeriodAnswer[] = periodsFrom(schedule, from ?? today, leadDays).map(
        (period) => {
          const payroll = payrolls.get(period.periodEnd);
          return {
            ...period,
            status: payroll?.status ?? 'upcoming',
            draftId: payroll?.draftId ?? null,
            payrollId: payroll?.payrollId ?? null,
            taxYearMissing: missingTaxYear(period.payDate),
          };
        },
      );
      return keysetPage({
        request,
        keyOf: (period) => [period.periodEnd],
        count: async () => periods.length,
        fetch: async ({ after, before, limit }) => {
          if (before) {
            const key = String(before[0]);
            return periods
              .filter((period) => period.periodEnd < key)
              .reverse()
              .slice(0, limit);
          }
          const key = after ? String(after[0]) : '';
          return periods.filter((period) => period.periodEnd > key).slice(0, limit);
        },
      });
    },
  };
}

export type PayGroupServices = ReturnType<typeof createPayGroupServices>;
