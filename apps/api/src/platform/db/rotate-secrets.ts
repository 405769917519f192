import { decryptSecret, encryptSecret } from '../crypto';
import type { Db } from './database';

/**
 * Every column that holds a secret encrypted with ENCRYPTION_KEY. A new encrypted column (ACH
 * files) joins this list, so a key rotation never leaves one behind.
 */
const encryptedColumns = [
  { table: 'employees', column: 'legal_id_encrypted' },
  { table: 'bank_accounts', column: 'account_number_encrypted' },
] as const;

/**
 * Re-encrypts every secret from the old key to the new one, in one transaction: a secret the old
 * key cannot open stops the rotation and changes nothing. Answers how many secrets moved.
 */
export async function rotateSecrets(db: Db, oldKey: Buffer, newKey: Buffer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let moved = 0;
    for (const { table, column } of encryptedColumns) {
      const rows = await trx
        .selectFrom(table)
        .select(['id', column])
        .where(column, 'is not', null)
        .execute();
      for (const row of rows) {
        const sealed = row[column];
        if (sealed === null) continue;
        await trx
          .updateTable(table)
          .set({ [column]: encryptSecret(newKey, decryptSecret(oldKey, sealed)) })
          .where('id', '=', row.id)
          .execute();
        moved += 1;
      }
    }
    return moved;
  });
}
