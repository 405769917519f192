import type { AddressInput } from '@paydesk/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { CompaniesTable, CompanyAddressesTable } from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';
import { newId } from '@paydesk/api/platform/ids';
import { compiledQuery, type Slots } from '@paydesk/api/platform/db/compiled-query';
import { containsPattern, likeInsensitive } from '@paydesk/api/platform/db/text-search';
import { employeeCountOf } from '@paydesk/api/features/employees';

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

/** What changes the text of the list's SQL; everything else goes in as parameters. */
type ListShape = {
  /** null: every company; otherwise how many ids the filter names. */
  companyCount: number | null;
  search: boolean;
  status: boolean;
  cursor: 'after' | 'before' | null;
};

type ListValues = {
  companyIds: string[];
  /** The search as a LIKE pattern (`containsPattern`). */
  pattern: string;
  status: string;
  /** The cursor's sort key. */
  name: string;
  id: string;
  limit: number;
};

const shapeOf = (filter: CompanyFilter, cursor: ListShape['cursor']): ListShape => ({
  companyCount: filter.companyIds ? filter.companyIds.length : null,
  search: Boolean(filter.search),
  status: Boolean(filter.status),
  cursor,
});

const keyOfShape = (shape: ListShape): string =>
  `${shape.companyCount ?? '*'}|${shape.search ? 's' : ''}${shape.status ? 't' : ''}|${shape.cursor ?? ''}`;

function filtered(db: Db, shape: ListShape, slots: Slots<ListValues>) {
  let query = db.selectFrom('companies');
  if (shape.companyCount !== null) {
    query =
      shape.companyCount > 0
        ? query.where('id', 'in', slots.items('companyIds', shape.companyCount))
        : query.where('id', '=', '');
  }
  if (shape.search) query = query.where(likeInsensitive('name', slots.value('pattern')));
  if (shape.status) query = query.where('status', '=', slots.value('status'));
  return query;
}

/**
 * How many companies pass the filter, as a one-row query: every company, or every one in a
 * status, from the counts the database keeps (a scan otherwise).
 */
function totalOf(db: Db, shape: ListShape, slots: Slots<ListValues>) {
  if (shape.companyCount === null && !shape.search) {
    const kept = db
      .selectFrom('company_status_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
    return shape.status ? kept.where('status', '=', slots.value('status')) : kept;
  }
  return filtered(db, shape, slots).select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * One page of companies by name in one statement: each row carries its employee count (the
 * employees feature's rule, run for the page's rows only, since the page is cut first) and the
 * number of companies the filter passes, so a page is one read. Compiled once per shape: an
 * administrator's first page is the same SQL on every call.
 */
const pageQuery = compiledQuery({
  keyOf: keyOfShape,
  build: (db, shape: ListShape, slots: Slots<ListValues>) => {
    let query = filtered(db, shape, slots).select(listColumns);
    const after = shape.cursor === 'after';
    if (shape.cursor) {
      query = query.where((eb) =>
        eb(
          eb.refTuple('name', 'id'),
          after ? '>' : '<',
          eb.tuple(slots.value('name'), slots.value('id')),
        ),
      );
    }
    const order = shape.cursor === 'before' ? 'desc' : 'asc';
    const rows = query.orderBy('name', order).orderBy('id', order).limit(slots.value('limit'));
    return db
      .selectFrom(rows.as('page'))
      .selectAll('page')
      .select([
        employeeCountOf(db, 'page.id').as('employee_count'),
        totalOf(db, shape, slots).as('total_items'),
      ])
      .orderBy('page.name', order)
      .orderBy('page.id', order);
  },
});

const totalQuery = compiledQuery({ keyOf: keyOfShape, build: totalOf });

const valuesOf = (filter: CompanyFilter, key: SortKey | undefined, limit: number): ListValues => ({
  companyIds: filter.companyIds ?? [],
  pattern: filter.search ? containsPattern(filter.search) : '',
  status: filter.status ?? '',
  name: key ? String(key[0]) : '',
  id: key ? String(key[1]) : '',
  limit,
});

export function listCompanies(
  db: Db,
  filter: CompanyFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
): Promise<CompanyListRow[]> {
  const cursor = page.after ? 'after' : page.before ? 'before' : null;
  return pageQuery(
    db,
    shapeOf(filter, cursor),
    valuesOf(filter, page.after ?? page.before, page.limit),
  );
}

/** How many companies pass the filter (for a page that came back empty). */
export async function countCompanies(db: Db, filter: CompanyFilter): Promise<number> {
  const [row] = await totalQuery(db, shapeOf(filter, null), valuesOf(filter, undefined, 0));
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
