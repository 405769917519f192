import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { BankAccountsTable } from '@paydesk/api/platform/db/schema';

export type BankAccountRow = Selectable<BankAccountsTable>;
export type NewBankAccountRow = Insertable<BankAccountsTable>;

/**
 * The holder of accounts: a company (no employee nor contractor: its funding account), one
 * employee, or one contractor.
 */
export type Holder = {
  companyId: string;
  employeeId: string | null;
  contractorId?: string | null | undefined;
};

export type HolderKind = 'company' | 'employee' | 'contractor';

export const holderKindOf = (holder: Holder): HolderKind =>
  holder.employeeId !== null ? 'employee' : holder.contractorId ? 'contractor' : 'company';

type AccountQuery = ReturnType<typeof accountsOf>;
const accountsOf = (db: Db, companyId: string) =>
  db.selectFrom('bank_accounts').selectAll().where('company_id', '=', companyId);

/** Only the holder's own rows: a company's funding accounts have neither holder column set. */
function ofHolder(query: AccountQuery, holder: Holder): AccountQuery {
  switch (holderKindOf(holder)) {
    case 'employee':
      return query.where('employee_id', '=', holder.employeeId ?? '');
    case 'contractor':
      return query.where('contractor_id', '=', holder.contractorId ?? '');
    case 'company':
      return query.where('employee_id', 'is', null).where('contractor_id', 'is', null);
  }
}

export async function insertBankAccount(db: Db, row: NewBankAccountRow): Promise<void> {
  await db.insertInto('bank_accounts').values(row).execute();
}

/** The holder's accounts that are not removed, oldest first (the order fixed amounts are paid in). */
export function listHolderAccounts(db: Db, holder: Holder): Promise<BankAccountRow[]> {
  return ofHolder(accountsOf(db, holder.companyId), holder)
    .where('status', '!=', 'removed')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One account of the holder that is not removed. */
export function findHolderAccount(
  db: Db,
  holder: Holder,
  id: string,
): Promise<BankAccountRow | undefined> {
  return ofHolder(accountsOf(db, holder.companyId), holder)
    .where('id', '=', id)
    .where('status', '!=', 'removed')
    .executeTakeFirst();
}

/** The company's active funding account, if it has one. */
export function findFundingAccount(db: Db, companyId: string): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', 'is', null)
    .where('contractor_id', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * The companies' active funding accounts, in slices of companies (an ACH file of 5,000 payrolls
 * reads them all at once instead of one statement a company).
 */
export async function findFundingAccounts(
  db: Db,
  companyIds: readonly string[],
): Promise<BankAccountRow[]> {
  const rows: BankAccountRow[] = [];
  for (let start = 0; start < companyIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('company_id', 'in', companyIds.slice(start, start + IDS_PER_QUERY))
        .where('employee_id', 'is', null)
        .where('contractor_id', 'is', null)
        .where('status', '=', 'active')
        .execute()),
    );
  }
  return rows;
}

export async function findCompaniesWithFundingAccount(
  db: Db,
  companyIds: string[],
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bank_accounts')
    .select('company_id')
    .where('company_id', 'in', companyIds)
    .where('employee_id', 'is', null)
    .where('contractor_id', 'is', null)
    .where('status', '=', 'active')
    .execute();
  return new Set(rows.map((row) => row.company_id));
}

/**
 * A replaced funding account (or a contractor's replaced deposit account) stays listed,
 * `inactive`, and is never used again.
 */
export async function deactivateHolderAccounts(db: Db, holder: Holder): Promise<string[]> {
  const rows = await ofHolder(accountsOf(db, holder.companyId), holder)
    .where('status', '=', 'active')
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('bank_accounts')
    .set({ status: 'inactive' })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => row.id);
}

export async function markRemoved(
  db: Db,
  id: string,
  change: { now: string; actorUserId: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('bank_accounts')
    .set({ status: 'removed', removed_at: change.now, removed_by_user_id: change.actorUserId })
    .where('id', '=', id)
    .where('status', '!=', 'removed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Active accounts usable on `today` (their hold has passed), per employee. */
export async function countUsableAccounts(
  db: Db,
  employeeIds: string[],
  today: string,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let start = 0; start < employeeIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('bank_accounts')
      .select(['employee_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('employee_id', 'in', employeeIds.slice(start, start + IDS_PER_QUERY))
      .where('status', '=', 'active')
      .where('usable_from', '<=', today)
      .groupBy('employee_id')
      .execute();
    for (const row of rows) counts.set(row.employee_id ?? '', Number(row.n));
  }
  return counts;
}

/** The employee's e-mail and status, read here to tell them of a change (a read across features). */
export function findEmployeeContact(db: Db, companyId: string, employeeId: string) {
  return db
    .selectFrom('employees')
    .select(['id', 'email', 'status'])
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The contractor's e-mail and status, read here to tell them of a change (a read across features). */
export function findContractorContact(db: Db, companyId: string, contractorId: string) {
  return db
    .selectFrom('contractors')
    .select(['id', 'email', 'status'])
    .where('id', '=', contractorId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Rows per query when many employees' accounts are read (PostgreSQL takes at most 65,535 parameters). */
const IDS_PER_QUERY = 5_000;

/**
 * The active accounts payroll may pay into on `day`, per employee, in the order they were added
 * (fixed amounts are paid in that order).
 */
export async function listUsableDepositAccounts(db: Db, employeeIds: string[], day: string) {
  const rows = [];
  for (let start = 0; start < employeeIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('bank_accounts')
        .select([
          'id',
          'employee_id',
          'account_number_last4',
          'split_kind',
          'split_amount_cents',
          'split_basis_points',
        ])
        .where('employee_id', 'in', employeeIds.slice(start, start + IDS_PER_QUERY))
        .where('status', '=', 'active')
        .where('usable_from', '<=', day)
        .orderBy('employee_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/**
 * The contractors' active accounts usable on `day` (a contractor has one at a time), for their
 * payments.
 */
export async function listUsableContractorAccounts(db: Db, contractorIds: string[], day: string) {
  const rows = [];
  for (let start = 0; start < contractorIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('bank_accounts')
        .select([
          'id',
          'contractor_id',
          'bank_name',
          'account_type',
          'routing_number',
          'account_number_last4',
          'usable_from',
        ])
        .where('contractor_id', 'in', contractorIds.slice(start, start + IDS_PER_QUERY))
        .where('status', '=', 'active')
        .where('usable_from', '<=', day)
        .orderBy('contractor_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}
