/**
 * The profile page's tabs, in order; deductions, garnishments, bank accounts and pay stubs are
 * filled by other features (`EmployeeProfileSlots`).
 */
export const profileTabs = [
  'profile',
  'employment',
  'taxes',
  'deductions',
  'garnishments',
  'bank-accounts',
  'pay-stubs',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** Where a readiness item is fixed: a tab, and the section of it to scroll to. */
export type ReadinessTarget = { tab: ProfileTab; section: string };

const sectionTargets: Readonly<Record<string, ReadinessTarget>> = {
  federalTax: { tab: 'taxes', section: 'federalTax' },
  stateTax: { tab: 'taxes', section: 'stateTax' },
  bankAccount: { tab: 'bank-accounts', section: 'bankAccount' },
  bankAccounts: { tab: 'bank-accounts', section: 'bankAccount' },
};

const employmentFields = new Set([
  'employmentType',
  'employmentCategory',
  'employmentAuthorizationStatus',
  'jobTitle',
  'department',
  'employeeId',
  'hireDate',
  'isNewHire',
  'isRemoteWorker',
  'occupationGroup',
  'workState',
  'hasOwnership',
  'ownershipPercentage',
  'payGroup',
  'paymentType',
  'paymentRate',
  'paymentMethod',
  'status',
]);

/**
 * The tab and section holding a readiness item's path (`payGroup` → Employment & pay,
 * `stateTax.allowances` → Taxes, state certificate); identity and address and anything unknown
 * go to the Profile tab.
 */
export function readinessTarget(path: string): ReadinessTarget {
  const top = path.replace(/^body\./, '').split('.')[0] ?? '';
  const section = sectionTargets[top];
  if (section) return section;
  if (employmentFields.has(top)) return { tab: 'employment', section: 'employment' };
  return { tab: 'profile', section: top === 'address' ? 'address' : 'identity' };
}

/** The tab named in the address (`?tab=taxes`), or the first one. */
export const tabOf = (value: string | null): ProfileTab =>
  profileTabs.find((tab) => tab === value) ?? 'profile';
