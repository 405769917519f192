import type { BankAccountFields } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { Db } from '@paydesk/api/platform/db/database';

/**
 * What employees need of deposit accounts, which the bank-accounts feature (above employees in
 * the feature graph) supplies; wired in features/index.ts. Each call joins the caller's
 * transaction through `db`.
 */
export type DepositAccountsPort = {
  /** Accounts payroll may pay into on `today`, per employee (none on file: absent). */
  usableCount: (db: Db, employeeIds: string[], today: string) => Promise<Map<string, number>>;
  /** Writes a new employee's first account (the employer's direct deposit step). */
  addForEmployee: (
    db: Db,
    input: {
      companyId: string;
      employeeId: string;
      actorUserId: string | null;
      addedBySelf: boolean;
      account: BankAccountFields;
      now: string;
    },
    context: AppContext,
  ) => Promise<void>;
};

/** An open draft or approved payroll that holds the employee (termination must not forget it). */
export type OpenPayroll = { id: string; description: string };

/** What employees need of payroll runs, which the payroll feature supplies. */
export type PayrollMembershipPort = {
  openPayrollsOf: (db: Db, employeeId: string) => Promise<OpenPayroll[]>;
  removeFromOpenPayrolls: (db: Db, employeeId: string, now: string) => Promise<void>;
};

/** Until payroll runs exist, nobody is in one. */
export const noPayrollRuns: PayrollMembershipPort = {
  openPayrollsOf: async () => [],
  removeFromOpenPayrolls: async () => undefined,
};

/** Until deposit accounts exist, nobody has one, and a new employee's account cannot be kept. */
export const noDepositAccounts: DepositAccountsPort = {
  usableCount: async () => new Map(),
  addForEmployee: async () => {
    throw new Error('Deposit accounts are not available in this build');
  },
};

export type EmployeePorts = { deposits: DepositAccountsPort; payrolls: PayrollMembershipPort };
