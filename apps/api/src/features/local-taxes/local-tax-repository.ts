import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { CompanyLocalTaxesTable } from '@paydesk/api/platform/db/schema';

export type LocalTaxRow = Selectable<CompanyLocalTaxesTable>;

/** What a jurisdiction holds besides its keys; a kind's unused columns are null. */
export type LocalTaxValues = Omit<LocalTaxRow, 'id' | 'company_id' | 'created_at' | 'updated_at'>;

/** The company's jurisdictions by kind and code, the order the page lists them in. */
export const listLocalTaxes = (db: Db, companyId: string) =>
  db
    .selectFrom('company_local_taxes')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('kind')
    .orderBy('code')
    .execute();

export const findLocalTax = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('company_local_taxes')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** Whether another jurisdiction of the company has this kind and code. */
export async function isCodeTaken(
  db: Db,
  companyId: string,
  kind: string,
  code: string,
  exceptId: string | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('company_local_taxes')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('code', '=', code);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertLocalTax(
  db: Db,
  row: LocalTaxValues & { id: string; company_id: string; now: string },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('company_local_taxes')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

export async function updateLocalTax(
  db: Db,
  id: string,
  values: LocalTaxValues,
  now: string,
): Promise<void> {
  await db
    .updateTable('company_local_taxes')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteLocalTax(db: Db, id: string): Promise<void> {
  await db.deleteFrom('company_local_taxes').where('id', '=', id).execute();
}
