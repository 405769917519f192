import { describe, expect, it } from 'vitest';
import { checklistEntries, checklistProgress, wizardPath } from '../model/checklist';

const checklist = [
  { key: 'company_details' as const, done: true },
  { key: 'addresses' as const, done: true },
  { key: 'owners' as const, done: false },
  { key: 'funding_account' as const, done: false },
  { key: 'pay_group' as const, done: false },
];

describe('onboarding checklist', () => {
  it('marks what is done, the first open step as next and the rest as later', () => {
    const entries = checklistEntries(checklist, 'c1');
    expect(entries.map((entry) => entry.state)).toEqual(['done', 'done', 'next', 'later', 'later']);
    expect(entries[0]?.labelId).toBe('companies.checklist.company_details');
    expect(entries[0]?.hintId).toBe('companies.checklist.hint.done');
  });

  it('links the wizard’s steps to the wizard, the funding account and pay group to their pages', () => {
    const entries = checklistEntries(checklist, 'c1');
    expect(entries[2]?.to).toBe('/employer-onboarding-wizard?companyId=c1&step=2');
    expect(entries[2]?.hintId).toBe('companies.checklist.hint.wizard');
    expect(entries[3]?.to).toBe('/company/c1/view-and-config');
    expect(entries[3]?.hintId).toBe('companies.checklist.hint.funding_account');
    expect(entries[4]?.to).toBe('/company/c1/view-and-config/paygroup');
    expect(entries[4]?.hintId).toBe('companies.checklist.hint.pay_group');
  });

  it('counts progress and builds wizard paths', () => {
    expect(checklistProgress(checklist)).toEqual({ done: 2, total: 5 });
    expect(wizardPath('a b')).toBe('/employer-onboarding-wizard?companyId=a+b');
  });
});
