import type { OnboardingStep } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { openEmployeeSteps, selfServiceState, stepTarget } from '../model/checklist';

const step = (
  id: OnboardingStep['id'],
  owner: OnboardingStep['owner'],
  done: boolean,
): OnboardingStep => ({ id, owner, done });

// The seeded mid-onboarding employee: the employer gave identity, job and pay; the W-4, the
// state certificate and the bank account are left to her.
const midOnboarding = [
  step('personal', 'employer', true),
  step('employment', 'employer', true),
  step('pay', 'employer', true),
  step('federal_tax', 'employee', false),
  step('state_tax', 'employee', false),
  step('bank_account', 'employee', false),
];

describe('the self-service checklist', () => {
  it('lists only the open steps left to the employee, in the record’s order', () => {
    expect(openEmployeeSteps(midOnboarding).map((item) => item.id)).toEqual([
      'federal_tax',
      'state_tax',
      'bank_account',
    ]);
  });

  it('leaves out steps the employee already did and steps of the employer', () => {
    const steps = [
      step('personal', 'employer', false),
      step('federal_tax', 'employee', true),
      step('state_tax', 'employee', false),
    ];
    expect(openEmployeeSteps(steps)).toEqual([
      { id: 'state_tax', to: '/employee/profile?section=stateTax' },
    ]);
  });

  it('links each step to the form that completes it', () => {
    expect(stepTarget('personal')).toBe('/employee/profile?section=identity');
    expect(stepTarget('federal_tax')).toBe('/employee/profile?section=federalTax');
    expect(stepTarget('state_tax')).toBe('/employee/profile?section=stateTax');
    expect(stepTarget('bank_account')).toBe('/employee/bank-accounts');
  });
});

describe('what the dashboard tells the employee', () => {
  const doneByEmployee = midOnboarding.map((item) =>
    item.owner === 'employee' ? { ...item, done: true } : item,
  );

  it('shows the steps while any is left to the employee', () => {
    expect(selfServiceState({ status: 'onboarding', onboarding: { steps: midOnboarding } })).toBe(
      'todo',
    );
  });

  it('is all set once active', () => {
    expect(selfServiceState({ status: 'active', onboarding: { steps: doneByEmployee } })).toBe(
      'all-set',
    );
  });

  it('waits for the employer while an employer step is open', () => {
    const steps = [step('pay', 'employer', false), ...doneByEmployee.slice(3)];
    expect(selfServiceState({ status: 'onboarding', onboarding: { steps } })).toBe(
      'waiting-employer',
    );
  });

  it('waits for the hire date when every step is done but the employee is not active yet', () => {
    expect(selfServiceState({ status: 'onboarding', onboarding: { steps: doneByEmployee } })).toBe(
      'waiting-hire-date',
    );
  });

  it('says the employment ended for a terminated employee, even with steps open', () => {
    expect(selfServiceState({ status: 'terminated', onboarding: { steps: midOnboarding } })).toBe(
      'terminated',
    );
  });
});
