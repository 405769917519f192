import { roles } from '@paydesk/contracts';
import { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { readDemoTimeOffHolders } from '@paydesk/api/platform/db/seed/demo-roster';
import { ownershipDirectory } from './companies';
import { createTimeOffServices } from './time-off';

/** Longer than the demo's payroll history reaches back (its periods of the last 100 days). */
const HISTORY_SPAN_MS = 120 * 86_400_000;

/** What the demo's time off holds: its policies and how many assignments. */
export type DemoTimeOff = { policies: number; assignments: number };

/**
 * The demo company's time off, entered by its owner through the product's own service: a
 * vacation policy (4 hours a pay period, at most 120, 40 carried into a new year) and a
 * California-style sick leave policy (1 hour per 30 worked, at most 48, usable after 90 days).
 * Its people are assigned both with a starting balance, so the payroll history that follows
 * accrues them and its stubs show the balances. The sign-in employee starts without a policy:
 * the time-off walkthrough begins with the owner assigning one.
 */
export async function seedDemoTimeOff(context: AppContext): Promise<DemoTimeOff> {
  const seeded: DemoTimeOff = { policies: 0, assignments: 0 };
  const holders = await readDemoTimeOffHolders(context.database.db);
  if (!holders) return seeded;
  // Entered before the payroll history begins, so its payrolls accrue on the starting balances.
  const start = context.clock.now().getTime() - HISTORY_SPAN_MS;
  const { policies } = createTimeOffServices({ ...context, clock: { now: () => new Date(start) } });
  const owner = new Access(
    {
      userId: holders.owner.userId,
      employeeId: holders.owner.employeeId,
      companyId: holders.companyId,
      roles: [roles.companyOwner, roles.employee],
      sessionId: null,
    },
    ownershipDirectory(context.database.db),
  );
  const vacation = await policies.createPolicy(owner, holders.companyId, {
    name: 'Vacation',
    kind: 'vacation',
    accrual: { method: 'per_pay_period', hours: 4 },
    maxBalanceHours: 120,
    carryoverHours: 40,
  });
  const sick = await policies.createPolicy(owner, holders.companyId, {
    name: 'Sick leave',
    kind: 'sick',
    accrual: { method: 'per_hour_worked', hours: 1, perHours: 30 },
    maxBalanceHours: 48,
    waitingDays: 90,
  });
  seeded.policies = 2;
  const people = holders.employeeIds.filter((id) => id !== holders.signInEmployeeId);
  for (const [index, employeeId] of people.entries()) {
    await policies.assign(owner, holders.companyId, employeeId, {
      policyId: vacation.id,
      startingBalanceHours: 16 + 8 * (index % 3),
    });
    await policies.assign(owner, holders.companyId, employeeId, {
      policyId: sick.id,
      startingBalanceHours: 8,
    });
    seeded.assignments += 2;
  }
  return seeded;
}
