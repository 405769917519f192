import { decryptSecret, encryptSecret, secretDigest } from '../crypto';
import type { Db } from './database';

/** The purpose of the legal id's keyed digest (see secretDigest). */
export const LEGAL_ID_DIGEST_PURPOSE = 'legal-id';

/** The purpose of a contractor's TIN's keyed digest (of its nine digits). */
export const CONTRACTOR_TIN_DIGEST_PURPOSE = 'contractor-tin';

/**
 * Every column that holds a secret encrypted with ENCRYPTION_KEY. A new encrypted column (ACH
 * files) joins this list, so a key rotation never leaves one behind.
 */
type EncryptedColumn =
  | {
      table: 'employees';
      column: 'legal_id_encrypted';
      /** The keyed digest kept beside the secret to find duplicates, recomputed with the new key. */
      digest?: { column: 'legal_id_digest'; purpose: string };
    }
  | {
      table: 'contractors';
      column: 'tin_encrypted';
      digest?: { column: 'tin_digest'; purpose: string };
    }
  | { table: 'bank_accounts'; column: 'account_number_encrypted'; digest?: undefined }
  | { table: 'ach_files'; column: 'content_encrypted'; digest?: undefined };

const encryptedColumns: readonly EncryptedColumn[] = [
  {
    table: 'employees',
    column: 'legal_id_encrypted',
    digest: { column: 'legal_id_digest', purpose: LEGAL_ID_DIGEST_PURPOSE },
  },
  {
    table: 'contractors',
    column: 'tin_encrypted',
    digest: { column: 'tin_digest', purpose: CONTRACTOR_TIN_DIGEST_PURPOSE },
  },
  { table: 'bank_accounts', column: 'account_number_encrypted' },
  { table: 'ach_files', column: 'content_encrypted' },
];

/**
 * Re-encrypts every secret from the old key to the new one, in one transaction: a secret the old
 * key cannot open stops the rotation and changes nothing. Answers how many secrets moved.
 */
export async function rotateSecrets(db: Db, oldKey: Buffer, newKey: Buffer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let moved = 0;
    for (const { table, column, digest } of encryptedColumns) {
      const rows = await trx
        .selectFrom(table)
        .select(['id', column])
        .where(column, 'is not', null)
        .execute();
      for (const row of rows) {
        const sealed = row[column];
        if (sealed === null) continue;
        const plain = decryptSecret(oldKey, sealed);
        await trx
          .updateTable(table)
          .set({
            [column]: encryptSecret(newKey, plain),
            ...(digest ? { [digest.column]: secretDigest(newKey, digest.purpose, plain) } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        moved += 1;
      }
    }
    return moved;
  });
}
