import { roles, type PayrollDraftLine, type UpdatePayrollDraftInput } from '@paydesk/contracts';
import { payPeriods, supportedTaxYears, type PayPeriod } from '@paydesk/engine';
import { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Clock } from '@paydesk/api/platform/clock';
import {
  readDemoRoster,
  type DemoPayGroupRow,
  type DemoPayingCompany,
} from '@paydesk/api/platform/db/seed/demo-roster';
import { ownershipDirectory } from './companies';
import { createFeatureServices } from './services';

/** How many of each pay group's periods paid before the seed day the demo has run. */
export const DEMO_HISTORY_PERIODS = 3;

const DAY_MS = 86_400_000;
/** Hours of a full period for an hourly employee, by frequency. */
const FULL_HOURS = { weekly: 40, biweekly: 80, semimonthly: 86, monthly: 173 } as const;
// Small, repeating differences so that the weeks do not all look alike.
const HOURS_SHORT = [0, 4, 0, 2, 8];
const OVERTIME = [0, 2.5, 0, 0, 5];

export type DemoHistory = { payrolls: number; stubs: number; files: number };

type Run = {
  company: DemoPayingCompany;
  group: DemoPayGroupRow;
  period: PayPeriod;
  /** Which of the group's history periods, 0 the oldest: varies the hours entered. */
  round: number;
};

/** A clock the history sets to each day the demo's people worked on the payroll. */
function settableClock(): Clock & { set: (instant: string) => void } {
  let current = new Date(0);
  return {
    now: () => new Date(current.getTime()),
    set: (instant) => {
      current = new Date(instant);
    },
  };
}

const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The group's last periods paid before `today`, in years the engine has tax figures for. */
function pastPeriods(group: DemoPayGroupRow, today: string, leadDays: number): PayPeriod[] {
  const years = new Set(supportedTaxYears().map(String));
  return payPeriods(group, daysBefore(today, 100), 20, leadDays)
    .filter((period) => period.payDate < today && years.has(period.payDate.slice(0, 4)))
    .slice(-DEMO_HISTORY_PERIODS);
}

/** What the owner enters: hours for the hourly, and leaves out whoever cannot be paid yet. */
function changesOf(
  lines: PayrollDraftLine[],
  frequency: DemoPayGroupRow['frequency'],
  round: number,
): UpdatePayrollDraftInput['lines'] {
  return lines.flatMap((line, index): UpdatePayrollDraftInput['lines'] => {
    if (line.readiness.length > 0) return [{ employeeId: line.employeeId, excluded: true }];
    if (line.paymentType !== 'hourly') return [];
    const turn = (index + round) % HOURS_SHORT.length;
    return [
      {
        employeeId: line.employeeId,
        regularHours: FULL_HOURS[frequency] - (HOURS_SHORT[turn] ?? 0),
        overtimeHours: OVERTIME[(index * 3 + round) % OVERTIME.length] ?? 0,
      },
    ];
  });
}

/**
 * A few weeks of payroll for the seeded demo, made by the product's own services as its people
 * would have made them: each active company's last periods paid before today, each run by its
 * owner on the period's submission deadline and paid by the administrator in that day's ACH
 * file. The clock reads those days, so every rule (no pay date in the past, the file dated by the
 * pay date) applies as it did then; read with today's clock the payrolls are `paid`.
 */
export async function seedDemoHistory(context: AppContext): Promise<DemoHistory> {
  const history: DemoHistory = { payrolls: 0, stubs: 0, files: 0 };
  const { db } = context.database;
  const roster = await readDemoRoster(db);
  if (!roster) return history;
  const today = context.clock.now().toISOString().slice(0, 10);
  const leadDays = context.config.achLeadDays;
  const clock = settableClock();
  const then: AppContext = { ...context, clock };
  const { payroll, achFiles: ach } = await createFeatureServices(then);
  const directory = ownershipDirectory(db);
  const accessOf = (userId: string, employeeId: string | null, companyId: string | null) =>
    new Access(
      {
        userId,
        employeeId,
        companyId,
        roles: companyId ? [roles.companyOwner, roles.employee] : [roles.platformAdmin],
        sessionId: null,
      },
      directory,
    );
  const admin = accessOf(roster.adminUserId, null, null);

  const runs: Run[] = roster.companies.flatMap((company) =>
    company.payGroups.flatMap((group) =>
      pastPeriods(group, today, leadDays).map((period, round) => ({
        company,
        group,
        period,
        round,
      })),
    ),
  );
  const days = [...new Set(runs.map((run) => run.period.submissionDeadline))].sort();
  for (const day of days) {
    const paid: string[] = [];
    for (const run of runs.filter((candidate) => candidate.period.submissionDeadline === day)) {
      const { company, group, period } = run;
      const owner = accessOf(company.owner.userId, company.owner.employeeId, company.companyId);
      clock.set(`${day}T15:00:00.000Z`);
      const { answer: created } = await payroll.drafts.create(company.companyId, {
        payGroupId: group.id,
        periodEnd: period.periodEnd,
      });
      const draft = await payroll.drafts.get(company.companyId, created.draftId, {
        pageSize: created.summary.employees + 1_000,
        cursor: null,
      });
      const lines = changesOf(draft.answer.items, group.frequency, run.round);
      if (lines.length > 0) {
        await payroll.drafts.update(company.companyId, created.draftId, {
          version: draft.answer.version,
          lines,
        });
      }
      const committed = await payroll.commits.commit(owner, company.companyId, {
        draftId: created.draftId,
      });
      paid.push(committed.payroll.id);
      history.payrolls += 1;
      history.stubs += committed.payroll.summary.employees;
    }
    clock.set(`${day}T17:00:00.000Z`);
    await ach.files.generate(admin, paid);
    history.files += 1;
  }
  return history;
}
