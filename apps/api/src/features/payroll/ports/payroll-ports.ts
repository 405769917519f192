import type { PayrollDeposit } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import type { RecurringDeductionsPort } from './recurring-deductions';

/**
 * How net pays split into the employees' accounts, which the bank-accounts feature supplies
 * (wired in features/index.ts). Each call joins the caller's transaction through `db`. Payroll
 * asks only for the employees paid by direct deposit: the accounts on file of one paid by check
 * are none of the payroll's business. An employee absent from the answer has no usable account,
 * so no deposit (the employees' readiness names the missing account).
 */
export type DepositPlanner = {
  split: (
    db: Db,
    employeeIds: string[],
    payDate: string,
    netPays: Map<string, number>,
  ) => Promise<Map<string, PayrollDeposit[]>>;
};

/** Until bank accounts exist, no net pay is split into any account. */
export const noDeposits: DepositPlanner = { split: async () => new Map() };

/**
 * A hook inside the commit's transaction, after each batch of pay stubs is written. Production
 * passes none; the fault test throws from it to prove a commit is all or nothing.
 */
export type CommitProbe = { afterStubBatch: (batch: number) => Promise<void> };

export const noProbe: CommitProbe = { afterStubBatch: async () => undefined };

export type PayrollPorts = {
  deposits: DepositPlanner;
  probe?: CommitProbe;
  /** The recurring deductions and orders a new draft fills its lines with; none by default. */
  recurring?: RecurringDeductionsPort;
};
