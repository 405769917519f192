import { onboardingStepKeys, type AdminDashboard } from '@paydesk/contracts';
import { employeesService } from '@paydesk/api/features/employees';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { listRecentAuditEvents } from '@paydesk/api/platform/audit/audit-repository';
import type { FundingAccountCheck } from './funding-account-check';
import { readChecklists } from './onboarding-repository';
import { countCompaniesByStatus, listOnboardingCompanies } from './repository';

const LATEST_EVENTS = 10;
const ONBOARDING_LISTED = 20;

/** The platform administrator's dashboard. */
export function createDashboardService(context: AppContext, funding: FundingAccountCheck) {
  const { db } = context.database;

  return {
    /** Counts by status, employees, onboarding companies with their open steps, latest events. */
    async readDashboard(): Promise<AdminDashboard> {
      const byStatus = await countCompaniesByStatus(db);
      const onboarding = await listOnboardingCompanies(db, ONBOARDING_LISTED);
      const checklists = await readChecklists(
        db,
        onboarding.map((company) => company.id),
        funding,
      );
      const onboardingCompanies = onboarding.map((company) => {
        const checklist = checklists.get(company.id);
        return { ...company, missing: onboardingStepKeys.filter((key) => !checklist?.[key]) };
      });
      return {
        companiesByStatus: {
          onboarding: byStatus.get('onboarding') ?? 0,
          active: byStatus.get('active') ?? 0,
          suspended: byStatus.get('suspended') ?? 0,
        },
        employees: await employeesService.countActive(db),
        onboardingCompanies,
        latestEvents: await listRecentAuditEvents(db, LATEST_EVENTS),
      };
    },
  };
}
