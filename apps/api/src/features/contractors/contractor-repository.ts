import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { ContractorsTable } from '@paydesk/api/platform/db/schema';
import { containsInsensitive } from '@paydesk/api/platform/db/text-search';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

export type ContractorRow = Selectable<ContractorsTable>;
export type NewContractorRow = Insertable<ContractorsTable>;
export type ContractorChanges = Updateable<ContractorsTable>;

export async function insertContractor(db: Db, row: NewContractorRow): Promise<void> {
  await db.insertInto('contractors').values(row).execute();
}

/** One contractor by id, whatever its company (the caller checks who may see it). */
export function findContractor(db: Db, id: string): Promise<ContractorRow | undefined> {
  return db.selectFrom('contractors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's name, for the invitation mail (a read across features). */
export async function findCompanyName(db: Db, companyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.name;
}

/** Another contractor of the company holding the TIN of this digest, if any. */
export async function findContractorByTinDigest(
  db: Db,
  companyId: string,
  digest: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('contractors')
    .select('id')
    .where('company_id', '=', companyId)
    .where('tin_digest', '=', digest)
    .executeTakeFirst();
}

/** Writes the changes when the version still is the one read: false when it moved meanwhile. */
export async function updateContractor(
  db: Db,
  id: string,
  version: number,
  changes: ContractorChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('contractors')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setContractorUser(db: Db, id: string, userId: string): Promise<void> {
  await db.updateTable('contractors').set({ user_id: userId }).where('id', '=', id).execute();
}

export type ContractorFilter = {
  companyId: string;
  search?: string | undefined;
  status?: string | undefined;
};

function filtered(db: Db, filter: ContractorFilter) {
  let query = db.selectFrom('contractors').where('company_id', '=', filter.companyId);
  if (filter.search) {
    const text = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsInsensitive('contractors.display_name', text),
        containsInsensitive('contractors.business_name', text),
        containsInsensitive('contractors.email', text),
      ]),
    );
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** A company's contractors by display name, keyset-paged. */
export function listContractors(
  db: Db,
  filter: ContractorFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
): Promise<ContractorRow[]> {
  let query = filtered(db, filter).selectAll();
  const key = page.after ?? page.before;
  if (key) {
    const values = key.map(String);
    query = query.where((eb) =>
      eb(
        eb.refTuple('display_name', 'id'),
        page.after ? '>' : '<',
        eb.tuple(values[0] ?? '', values[1] ?? ''),
      ),
    );
  }
  const order = page.before ? 'desc' : 'asc';
  return query.orderBy('display_name', order).orderBy('id', order).limit(page.limit).execute();
}

export async function countContractors(db: Db, filter: ContractorFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Rows per query (PostgreSQL takes at most 65,535 parameters). */
const IDS_PER_QUERY = 5_000;

/** The company's contractors among `ids` (others' ids are left out, not refused). */
export async function findCompanyContractors(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<ContractorRow[]> {
  const rows: ContractorRow[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('contractors')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', 'in', ids.slice(start, start + IDS_PER_QUERY))
        .orderBy('display_name')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/** Every contractor of the company, by name (the 1099s of a year start from them). */
export function listAllCompanyContractors(db: Db, companyId: string): Promise<ContractorRow[]> {
  return db
    .selectFrom('contractors')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}
