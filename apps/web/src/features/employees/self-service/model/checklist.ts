import type { Employee, OnboardingStep } from '@paydesk/contracts';

type StepId = OnboardingStep['id'];

/** Where the employee completes a step: their profile's section, or the deposit accounts panel. */
export const BANK_ACCOUNTS_PATH = '/employee/bank-accounts';
export const SELF_PROFILE_PATH = '/employee/profile';

/** The section anchors of the profile page (`employee-section-{id}` of the section forms). */
const profileSections: Readonly<Record<Exclude<StepId, 'bank_account'>, string>> = {
  personal: 'identity',
  employment: 'employment',
  pay: 'employment',
  federal_tax: 'federalTax',
  state_tax: 'stateTax',
};

/** The address that completes a step; the bank account has its own panel. */
export function stepTarget(id: StepId): string {
  if (id === 'bank_account') return BANK_ACCOUNTS_PATH;
  return `${SELF_PROFILE_PATH}?section=${profileSections[id]}`;
}

export type ChecklistItem = { id: StepId; to: string };

/** The steps the employer left to the employee that are still open, in the record's order. */
export function openEmployeeSteps(steps: readonly OnboardingStep[]): ChecklistItem[] {
  return steps
    .filter((step) => step.owner === 'employee' && !step.done)
    .map((step) => ({ id: step.id, to: stepTarget(step.id) }));
}

/**
 * What the dashboard tells the employee: steps to do; nothing left for them but the employer
 * still has steps; everything done but the hire date has not come; active; or terminated.
 */
export type SelfServiceState =
  'todo' | 'waiting-employer' | 'waiting-hire-date' | 'all-set' | 'terminated';

export function selfServiceState(
  employee: Pick<Employee, 'status' | 'onboarding'>,
): SelfServiceState {
  if (employee.status === 'terminated') return 'terminated';
  if (openEmployeeSteps(employee.onboarding.steps).length > 0) return 'todo';
  if (employee.status === 'active') return 'all-set';
  const employerOpen = employee.onboarding.steps.some((step) => !step.done);
  return employerOpen ? 'waiting-employer' : 'waiting-hire-date';
}
