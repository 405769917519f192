import type { Db } from '@paydesk/api/platform/db/database';

/** What a pay period's payroll looks like, as far as the schedule shows it. */
export type PeriodPayroll = {
  status: 'draft' | 'approved' | 'processing' | 'paid' | 'cancelled';
  draftId: string | null;
  payrollId: string | null;
};

/**
 * The payrolls a pay group already has, as the schedule and the anchor rules need them. The
 * payroll feature depends on pay groups (never the reverse), so it supplies this at boot; until it
 * does, no group has a payroll, every period is `upcoming` and the anchors stay editable.
 */
export type PayrollLedger = {
  hasCommittedPayroll: (db: Db, payGroupId: string) => Promise<boolean>;
  /** The payroll of each period, by period end (`YYYY-MM-DD`), its status as of `today`. */
  periodPayrolls: (
    db: Db,
    payGroupId: string,
    today: string,
  ) => Promise<Map<string, PeriodPayroll>>;
};

export const noPayrollsYet: PayrollLedger = {
  hasCommittedPayroll: async () => false,
  periodPayrolls: async () => new Map(),
};
