import type { Db } from '@paydesk/api/platform/db/database';

/** Approved time off a draft line carries for one policy: its hours, paid at the regular rate
 * to an hourly employee (recorded on a salary), under the earning code of the policy's kind. */
export type LineTimeOff = {
  policyId: string;
  kind: 'vacation' | 'sick' | 'personal' | 'holiday';
  hours: number;
  /** The approved requests the hours come from: the commit marks them paid. */
  requestIds: string[];
};

/** What the time-off ledger needs of one issued stub. */
export type TimeOffStubFacts = {
  stubId: string;
  employeeId: string;
  salaried: boolean;
  /** Regular and overtime hours entered on the line. */
  workedHours: number;
  timeOff: readonly LineTimeOff[];
};

/**
 * Time off as payroll uses it, which the time-off feature supplies (wired in
 * features/services.ts); every call joins the caller's transaction through `db`. A new regular
 * draft asks for the approved hours; a commit settles each stub's uses and accruals; an edit or a
 * cancellation reverses a payroll's (a voided payment is reversed by pay stubs, which void it); a
 * pay date's move moves its entries.
 */
export type TimeOffLedger = {
  approvedTimeOff: (
    db: Db,
    employeeIds: readonly string[],
    lastDay: string,
  ) => Promise<Map<string, LineTimeOff[]>>;
  /** Called once the payroll's stubs are written, in the same transaction: it reads them. */
  settle: (
    db: Db,
    payroll: {
      payrollId: string;
      companyId: string;
      payGroupId: string;
      payDate: string;
      regular: boolean;
      now: string;
      stubs: readonly TimeOffStubFacts[];
    },
  ) => Promise<void>;
  reversePayroll: (db: Db, payrollId: string, now: string, forgetStubs: boolean) => Promise<void>;
  /** A payroll moved to another pay date takes its entries to that date. */
  movePayroll: (db: Db, payrollId: string, payDate: string) => Promise<void>;
};

/** Until time off is wired, no line carries any and no commit moves a balance. */
export const noTimeOff: TimeOffLedger = {
  approvedTimeOff: async () => new Map(),
  settle: async () => undefined,
  reversePayroll: async () => undefined,
  movePayroll: async () => undefined,
};
