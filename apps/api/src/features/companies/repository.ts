import type { AddressInput } from '@paydesk/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { CompaniesTable, CompanyAddressesTable } from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';
import { newId } from '@paydesk/api/platform/ids';
import { containsInsensitive } from '@paydesk/api/platform/db/text-search';
import { employeeCountOf } from '../employees';

export type CompanyRow = Selectable<CompaniesTable>;

/** The columns a list item shows: reading the whole row cost as much as the rest of the query. */
const listColumns = ['id', 'name', 'status', 'federal_ein', 'created_at'] as const;
export type CompanyListRow = Pick<CompanyRow, (typeof listColumns)[number]> & {
  // Counts are never null; Kysely types every scalar subquery as nullable. PostgreSQL answers a
  // sum of bigints as numeric, which pg reads as text.
  employee_count: number | null;
  total_items: number | string | null;
};
export type AddressRow = Selectable<CompanyAddressesTable>;
export type AddressKind = 'physical' | 'mailing' | 'legal_filing';

export type CompanyFilter = {
  /** null: every company (admins); otherwise only these ids. */
  companyIds: string[] | null;
  search?: string | undefined;
  status?: string | undefined;
};

function filtered(db: Db, filter: CompanyFilter) {
  let query = db.selectFrom('companies');
  if (filter.companyIds) {
    query =
      filter.companyIds.length > 0
        ? query.where('id', 'in', filter.companyIds)
        : query.where('id', '=', '');
  }
  if (filter.search) {
    query = query.where(containsInsensitive('name', filter.search));
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/**
 * How many companies pass the filter, as a one-row query: every company, or every one in a
 * status, from the counts the database keeps (a scan otherwise).
 */
function totalOf(db: Db, filter: CompanyFilter) {
  if (!filter.companyIds && !filter.search) {
    const kept = db
      .selectFrom('company_status_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
    return filter.status ? kept.where('status', '=', filter.status) : kept;
  }
  return filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * One page of companies by name in one statement: each row carries its employee count (the
 * employees feature's rule, run for the page's rows only, since the page is cut first) and the
 * number of companies the filter passes, so a page is one read.
 */
export async function listCompanies(
  db: Db,
  filter: CompanyFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
): Promise<CompanyListRow[]> {
  let query = filtered(db, filter).select(listColumns);
  const key = page.after ?? page.before;
  if (key) {
    const [name, id] = [String(key[0]), String(key[1])];
    query = query.where((eb) =>
      eb(eb.refTuple('name', 'id'), page.after ? '>' : '<', eb.tuple(name, id)),
    );
  }
  const order = page.before ? 'desc' : 'asc';
  const rows = query.orderBy('name', order).orderBy('id', order).limit(page.limit);
  return db
    .selectFrom(rows.as('page'))
    .selectAll('page')
    .select([
      employeeCountOf(db, 'page.id').as('employee_count'),
      totalOf(db, filter).as('total_items'),
    ])
    .orderBy('page.name', order)
    .orderBy('page.id', order)
    .execute();
}

/** How many companies pass the filter (for a page that came back empty). */
export async function countCompanies(db: Db, filter: CompanyFilter): Promise<number> {
  const row = await totalOf(db, filter).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const findCompany = (db: Db, id: string) =>
  db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();

export const findAddresses = (db: Db, companyIds: string[]) =>
  companyIds.length === 0
    ? Promise.resolve([] as AddressRow[])
    : db
        .selectFrom('company_addresses')
        .selectAll()
        .where('company_id', 'in', companyIds)
        .execute();

export const findOwners = (db: Db, companyId: string) =>
  db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .select([
      'employees.id as employee_id',
      'employees.first_name',
      'employees.last_name',
      'employees.email',
      'employees.phone_number',
      'employees.user_id',
      'company_owners.ownership_basis_points',
    ])
    .where('company_owners.company_id', '=', companyId)
    .orderBy('employees.last_name')
    .orderBy('employees.first_name')
    .execute();

export async function insertCompany(db: Db, values: Omit<CompanyRow, 'version'>): Promise<void> {
  await db.insertInto('companies').values(values).execute();
}

/** Applies the change when the version still matches (if one is named); false when stale. */
export async function updateCompany(
  db: Db,
  id: string,
  changes: Updateable<CompaniesTable>,
  expectedVersion?: number,
): Promise<boolean> {
  let query = db
    .updateTable('companies')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function upsertAddress(
  db: Db,
  companyId: string,
  kind: AddressKind,
  address: AddressInput,
): Promise<void> {
  const values = {
    address_line1: address.addressLine1,
    address_line2: address.addressLine2 ?? null,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    phone_number: address.phoneNumber ?? null,
  };
  const existing = await db
    .selectFrom('company_addresses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (existing) {
    await db.updateTable('company_addresses').set(values).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('company_addresses')
      .values({ id: newId(), company_id: companyId, kind, ...values })
      .execute();
  }
}

/** How many companies there are in each status, from the counts the database keeps. */
export async function countCompaniesByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('company_status_counts').select(['status', 'n']).execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

export const listOnboardingCompanies = (db: Db, limit: number) =>
  db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('status', '=', 'onboarding')
    .orderBy('name')
    .limit(limit)
    .execute();
