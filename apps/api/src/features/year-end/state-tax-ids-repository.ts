import type { Db } from '@paydesk/api/platform/db/database';

/** The company's state ID numbers, by state code. */
export const stateTaxIdsOf = (db: Db, companyId: string) =>
  db
    .selectFrom('company_state_tax_ids')
    .select(['state', 'number', 'version', 'updated_at'])
    .where('company_id', '=', companyId)
    .orderBy('state')
    .execute();

export type StateTaxIdRow = Awaited<ReturnType<typeof stateTaxIdsOf>>[number];

/**
 * Enters a state's first number; answers 0 when the state has one already (entered at the same
 * instant by someone else: the caller's version 0 is then stale).
 */
export async function insertStateTaxId(
  db: Db,
  row: {
    company_id: string;
    state: string;
    number: string;
    updated_by: string;
    updated_at: string;
  },
): Promise<number> {
  const result = await db
    .insertInto('company_state_tax_ids')
    .values({ ...row, version: 1 })
    .onConflict((conflict) => conflict.columns(['company_id', 'state']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Changes a state's number if it is still at `version`; answers how many rows it changed. */
export async function updateStateTaxId(
  db: Db,
  key: { company_id: string; state: string; version: number },
  change: { number: string; updated_by: string; updated_at: string },
): Promise<number> {
  const result = await db
    .updateTable('company_state_tax_ids')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('company_id', '=', key.company_id)
    .where('state', '=', key.state)
    .where('version', '=', key.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes a state's number if it is still at `version`; answers how many rows it removed. */
export async function deleteStateTaxId(
  db: Db,
  key: { company_id: string; state: string; version: number },
): Promise<number> {
  const result = await db
    .deleteFrom('company_state_tax_ids')
    .where('company_id', '=', key.company_id)
    .where('state', '=', key.state)
    .where('version', '=', key.version)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
