import type { Db } from '@paydesk/api/platform/db/database';
import { chunksOf } from '../batches';

/**
 * Puts approved payrolls, not in a file yet, into an ACH file: they become `processing` (a new
 * version). Answers the ids that moved; one that did not was changed in the meantime.
 */
export async function markPayrollsInFile(
  db: Db,
  payrollIds: string[],
  fileId: string,
  now: string,
): Promise<number> {
  let moved = 0;
  for (const ids of chunksOf(payrollIds, 1000)) {
    const result = await db
      .updateTable('payrolls')
      .set((eb) => ({
        status: 'processing',
        ach_file_id: fileId,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', ids)
      .where('status', '=', 'approved')
      .where('ach_file_id', 'is', null)
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/** A payment the bank returned: failed, with the return code; false when it cannot fail (again). */
export async function markPaymentFailed(
  db: Db,
  payStubId: string,
  returnCode: string,
): Promise<boolean> {
  const result = await db
    .updateTable('pay_stubs')
    .set({ payment_status: 'failed', return_code: returnCode })
    .where('id', '=', payStubId)
    .where('payment_status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
