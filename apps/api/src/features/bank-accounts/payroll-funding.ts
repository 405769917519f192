import type { Db } from '@paydesk/api/platform/db/database';

/**
 * What the bank-accounts feature must know of payrolls: whether a company has an approved payroll
 * whose money is not in an ACH file yet (it will debit the funding account). The payroll feature
 * depends on bank accounts (never the reverse), so it supplies this at boot; until it exists no
 * payroll waits, and a funding account can always be deleted.
 */
export type PayrollFunding = {
  hasApprovedPayrollAwaitingAch: (db: Db, companyId: string) => Promise<boolean>;
};

export const noPayrollsAwaitingAch: PayrollFunding = {
  hasApprovedPayrollAwaitingAch: async () => false,
};
