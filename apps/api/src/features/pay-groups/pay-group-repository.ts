import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { PayGroupsTable } from '@paydesk/api/platform/db/schema';

export type PayGroupRow = Selectable<PayGroupsTable>;

export type PayGroupValues = {
  name: string;
  frequency: string;
  first_period_end: string;
  first_pay_date: string;
  second_pay_day: number | null;
};

/** The key that makes a name unique in its company, whatever its case and spacing. */
export const nameKeyOf = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function insertPayGroup(
  db: Db,
  row: PayGroupValues & { id: string; company_id: string; now: string },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('pay_groups')
    .values({ ...values, name_key: nameKeyOf(values.name), created_at: now, updated_at: now })
    .execute();
}

export const findPayGroup = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('pay_groups')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

export const listPayGroups = (db: Db, companyId: string) =>
  db
    .selectFrom('pay_groups')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name_key')
    .orderBy('id')
    .execute();

/** Whether another group of the company already has this name (ignoring case). */
export async function isNameTaken(
  db: Db,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('pay_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name_key', '=', nameKeyOf(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Writes the changes when `version` is still current; answers whether it did. */
export async function updatePayGroup(
  db: Db,
  id: string,
  changes: Partial<PayGroupValues> & { updated_at: string },
  version: number,
): Promise<boolean> {
  const result = await db
    .updateTable('pay_groups')
    .set((eb) => ({
      ...changes,
      ...(changes.name !== undefined ? { name_key: nameKeyOf(changes.name) } : {}),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Employees not terminated, per pay group. */
export async function countMembers(db: Db, payGroupIds: string[]): Promise<Map<string, number>> {
  if (payGroupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['pay_group_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('pay_group_id', 'in', payGroupIds)
    .where('status', '!=', 'terminated')
    .groupBy('pay_group_id')
    .execute();
  return new Map(rows.map((row) => [row.pay_group_id ?? '', Number(row.n)]));
}
