import { onboardingStepKeys, type AdminDashboard } from '@paydesk/contracts';
import type { AppContext } from '../../app-context';
import { listRecentAuditEvents } from '../../shared/audit';
import { readChecklists } from './onboarding-repository';

const LATEST_EVENTS = 10;

/** Counts by status, employees, onboarding companies with their open steps, latest events. */
export async function readAdminDashboard(context: AppContext): Promise<AdminDashboard> {
  const { db } = context.database;
  const byStatus = await db
    .selectFrom('companies')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const employees = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '!=', 'terminated')
    .executeTakeFirst();
  const onboarding = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('status', '=', 'onboarding')
    .orderBy('name')
    .limit(20)
    .execute();
  const checklists = await readChecklists(
    db,
    onboarding.map((company) => company.id),
  );
  const onboardingCompanies = onboarding.map((company) => {
    const checklist = checklists.get(company.id);
    return { ...company, missing: onboardingStepKeys.filter((key) => !checklist?.[key]) };
  });
  return {
    companiesByStatus: {
      onboarding: count('onboarding'),
      active: count('active'),
      suspended: count('suspended'),
    },
    employees: Number(employees?.n ?? 0),
    onboardingCompanies,
    latestEvents: await listRecentAuditEvents(db, LATEST_EVENTS),
  };
}
