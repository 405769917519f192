import type { Db } from '@paydesk/api/platform/db/database';
import { onboardingSteps, statusOf, type DepositFacts } from './employee-readiness';
import { findEmployeeRecord, updateDerivedState } from './employee-record-repository';

/**
 * Stores the status and onboarding flag the record now implies (lists filter and count by them).
 * Called after every change that can complete a step: the employee's own writes, and deposit
 * accounts added or removed by the bank-accounts feature.
 */
export async function settleOnboarding(
  db: Db,
  employeeId: string,
  today: string,
  deposits: DepositFacts,
): Promise<void> {
  const row = await findEmployeeRecord(db, employeeId);
  if (!row) return;
  const steps = onboardingSteps(row, deposits);
  const status = statusOf(row, steps, today);
  const complete = steps.every((step) => step.done) ? 1 : 0;
  if (status !== row.status || complete !== row.onboarding_complete) {
    await updateDerivedState(db, employeeId, { status, onboarding_complete: complete });
  }
}
