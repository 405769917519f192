import type { Db } from '@paydesk/api/platform/db/database';
import { markPaymentFailed, markPayrollsInFile } from './ach-settlement-repository';

/**
 * What the ACH files feature changes of payrolls, inside its own transaction (`db`): the payrolls
 * a file pays move to `processing`, and a payment the bank returned becomes `failed`. Payroll
 * tables are written only here; the composition root hands this to ACH files.
 */
export const achSettlement = {
  /** Answers how many of the payrolls moved (each must be approved and in no file). */
  moveToProcessing: (db: Db, payrollIds: string[], fileId: string, now: string): Promise<number> =>
    markPayrollsInFile(db, payrollIds, fileId, now),
  /** False for a payment already failed or voided: the return changes nothing. */
  failPayment: (db: Db, payStubId: string, returnCode: string): Promise<boolean> =>
    markPaymentFailed(db, payStubId, returnCode),
};
