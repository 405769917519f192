import type { OnboardingState, OnboardingStepKey } from '@paydesk/contracts';
import { stepLabelId } from './options';

export type ChecklistState = 'done' | 'next' | 'later';

export type ChecklistEntry = {
  key: OnboardingStepKey;
  state: ChecklistState;
  labelId: string;
  /** What the owner reads under the label: what was done, or what to do. */
  hintId: string;
  /** Where to go to do the step (or to see it). */
  to: string;
};

/** Where the wizard opens each of its steps for a company. */
export function wizardPath(companyId: string, step?: number): string {
  const query = new URLSearchParams({ companyId });
  if (step !== undefined) query.set('step', String(step));
  return `/employer-onboarding-wizard?${query.toString()}`;
}

const wizardStepOf: Partial<Record<OnboardingStepKey, number>> = {
  company_details: 0,
  addresses: 1,
  owners: 2,
};

/** The pages outside the wizard where the other steps are done. */
const pageOf: Partial<Record<OnboardingStepKey, (companyId: string) => string>> = {
  funding_account: (companyId) => `/company/${companyId}/view-and-config`,
  pay_group: (companyId) => `/company/${companyId}/view-and-config/paygroup`,
};

/**
 * The checklist as the owner reads it. The first three steps are the wizard's (each links to its
 * step); the funding account and the pay group link to the pages where they are set up.
 */
export function checklistEntries(
  checklist: OnboardingState['checklist'],
  companyId: string,
): ChecklistEntry[] {
  let nextTaken = false;
  return checklist.map(({ key, done }) => {
    const step = wizardStepOf[key];
    const to =
      step === undefined
        ? (pageOf[key]?.(companyId) ?? `/company/${companyId}`)
        : wizardPath(companyId, step);
    let state: ChecklistState = 'done';
    if (!done) {
      state = nextTaken ? 'later' : 'next';
      nextTaken = true;
    }
    const hintId = done
      ? 'companies.checklist.hint.done'
      : step === undefined
        ? `companies.checklist.hint.${key}`
        : 'companies.checklist.hint.wizard';
    return { key, state, labelId: stepLabelId(key), hintId, to };
  });
}

export function checklistProgress(checklist: OnboardingState['checklist']) {
  return { done: checklist.filter((item) => item.done).length, total: checklist.length };
}
