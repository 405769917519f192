import type { Insertable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type {
  ContractorPaymentItemsTable,
  ContractorPaymentsTable,
} from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

// The contractor payment runs and their lines: written only here.

export type NewRun = Insertable<ContractorPaymentsTable>;
export type NewItem = Insertable<ContractorPaymentItemsTable>;

/** An item binds 19 values: 500 lines stay below SQLite's 32,766 in one statement. */
export async function insertRun(db: Db, run: NewRun, items: NewItem[]): Promise<void> {
  await db.insertInto('contractor_payments').values(run).execute();
  await db.insertInto('contractor_payment_items').values(items).execute();
}

const runColumns = [
  'contractor_payments.id',
  'contractor_payments.company_id',
  'companies.name as company_name',
  'contractor_payments.pay_date',
  'contractor_payments.status',
  'contractor_payments.ach_file_id',
  'contractor_payments.amount_cents',
  'contractor_payments.reimbursement_cents',
  'contractor_payments.backup_withholding_cents',
  'contractor_payments.net_cents',
  'contractor_payments.created_at',
  'contractor_payments.version',
] as const;

const runs = (db: Db) =>
  db
    .selectFrom('contractor_payments')
    .innerJoin('companies', 'companies.id', 'contractor_payments.company_id');

export const findRun = (db: Db, id: string) =>
  runs(db).select(runColumns).where('contractor_payments.id', '=', id).executeTakeFirst();

export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** The lines of runs, in the order they were entered. */
export async function findItemsOfRuns(db: Db, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('contractor_payment_items')
    .select([
      'id',
      'contractor_payment_id',
      'contractor_id',
      'contractor_name',
      'contractor_type',
      'amount_cents',
      'reimbursement_cents',
      'backup_withholding_cents',
      'net_cents',
      'memo',
      'payment_method',
      'status',
      'return_code',
    ])
    .where('contractor_payment_id', 'in', [...runIds])
    .orderBy('contractor_payment_id')
    .orderBy('position')
    .execute();
}

export type ItemRow = Awaited<ReturnType<typeof findItemsOfRuns>>[number];

/**
 * Which runs a list shows: of some companies (null: every company, an administrator's), by the
 * status they answer, `paid` and `processing` told apart by the pay date as the answer does.
 */
export type RunFilter = {
  companyIds: readonly string[] | null;
  status?: 'approved' | 'processing' | 'paid' | 'voided';
  today: string;
};

function filtered(db: Db, filter: RunFilter) {
  let query = runs(db);
  if (filter.companyIds !== null) {
    query = query.where('contractor_payments.company_id', 'in', [...filter.companyIds, '']);
  }
  const { status, today } = filter;
  if (status === 'approved' || status === 'voided') {
    query = query.where('contractor_payments.status', '=', status);
  } else if (status !== undefined) {
    query = query
      .where('contractor_payments.status', '=', 'processing')
      .where('contractor_payments.pay_date', status === 'paid' ? '<=' : '>', today);
  }
  return query;
}

/** Runs newest pay date first, keyset-paged on (pay_date, id) descending. */
export function listRuns(
  db: Db,
  filter: RunFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = filtered(db, filter).select(runColumns);
  const key = page.after ?? page.before;
  if (key) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('contractor_payments.pay_date', 'contractor_payments.id'),
        page.after ? '<' : '>',
        eb.tuple(String(key[0] ?? ''), String(key[1] ?? '')),
      ),
    );
  }
  const order = page.before ? 'asc' : 'desc';
  return query
    .orderBy('contractor_payments.pay_date', order)
    .orderBy('contractor_payments.id', order)
    .limit(page.limit)
    .execute();
}

export async function countRuns(db: Db, filter: RunFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Voids a run that is still approved, in no file, at the version read: its row first (an ACH
 * file locks runs before reading their lines), then its lines. Answers whether it changed.
 */
export async function voidRun(
  db: Db,
  change: { id: string; version: number; now: string; userId: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contractor_payments')
    .set((eb) => ({
      status: 'voided',
      voided_at: change.now,
      voided_by_user_id: change.userId,
      updated_at: change.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', change.id)
    .where('version', '=', change.version)
    .where('status', '=', 'approved')
    .where('ach_file_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('contractor_payment_items')
    .set({ status: 'voided' })
    .where('contractor_payment_id', '=', change.id)
    .execute();
  return true;
}

/** Puts approved runs in no file into an ACH file; answers how many moved. */
export async function markRunsInFile(
  db: Db,
  runIds: string[],
  fileId: string,
  now: string,
): Promise<number> {
  if (runIds.length === 0) return 0;
  const result = await db
    .updateTable('contractor_payments')
    .set((eb) => ({
      status: 'processing',
      ach_file_id: fileId,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', runIds)
    .where('status', '=', 'approved')
    .where('ach_file_id', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('contractor_payment_items')
    .set({ ach_file_id: fileId })
    .where('contractor_payment_id', 'in', runIds)
    .where('payment_method', '=', 'direct_deposit')
    .where('status', '=', 'pending')
    .execute();
  return Number(result.numUpdatedRows);
}

/** A line the bank returned: failed with the code; false when it cannot fail (again). */
export async function markItemFailed(db: Db, itemId: string, returnCode: string) {
  const result = await db
    .updateTable('contractor_payment_items')
    .set({ status: 'failed', return_code: returnCode })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
