import type { Db } from '@paydesk/api/platform/db/database';
import { markItemFailed, markRunsInFile } from './contractor-payment-repository';

/**
 * What the ACH files feature changes of contractor payment runs, inside its own transaction
 * (`db`): the runs a file pays move to `processing`, and a line the bank returned becomes
 * `failed`. The composition root hands this to ACH files as its `ContractorSettlement` port.
 */
export const contractorSettlement = {
  /** Answers how many of the runs moved (each must be approved and in no file). */
  moveToProcessing: (db: Db, runIds: string[], fileId: string, now: string): Promise<number> =>
    markRunsInFile(db, runIds, fileId, now),
  /** False for a line already failed or voided: the return changes nothing. */
  failItem: (db: Db, itemId: string, returnCode: string): Promise<boolean> =>
    markItemFailed(db, itemId, returnCode),
};
