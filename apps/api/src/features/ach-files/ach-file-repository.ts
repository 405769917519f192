import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, DatabaseKind } from '@paydesk/api/platform/db/database';
import type {
  AchEntriesTable,
  AchFileContractorPaymentsTable,
  AchFilePayrollsTable,
  AchFilesTable,
} from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

export type AchFileRow = Selectable<AchFilesTable>;
export type NewAchEntry = Insertable<AchEntriesTable>;

/**
 * An entry binds 8 values, 9 with a contractor line: 3,500 a statement stay below SQLite's 32,766
 * and PostgreSQL's 65,535.
 */
const ROWS_PER_INSERT = 3_500;

export async function insertAchFile(
  db: Db,
  file: Insertable<AchFilesTable>,
  payrolls: Insertable<AchFilePayrollsTable>[],
  entries: NewAchEntry[],
  contractorRuns: Insertable<AchFileContractorPaymentsTable>[] = [],
): Promise<void> {
  await db.insertInto('ach_files').values(file).execute();
  if (payrolls.length > 0) await db.insertInto('ach_file_payrolls').values(payrolls).execute();
  if (contractorRuns.length > 0) {
    await db.insertInto('ach_file_contractor_payments').values(contractorRuns).execute();
  }
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('ach_entries')
      .values(entries.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

/** The key of the PostgreSQL advisory lock that numbers ACH files (any constant no one else takes). */
const NUMBERING_LOCK = 7_402_031_117;

/**
 * Makes the caller's transaction the only one numbering an ACH file until it ends: trace numbers
 * and the File ID Modifier follow what the files before it hold, and a payroll read as unpaid
 * stays so. On PostgreSQL a transaction-level advisory lock, which every process sharing the
 * database waits for and which ends with the transaction; the reads after it see what the
 * previous holder committed (READ COMMITTED). SQLite runs one transaction at a time already.
 */
export async function lockAchNumbering(db: Db, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${sql.lit(NUMBERING_LOCK)})`.execute(db);
}

/** The highest trace number given so far under the ODFI's 8 digits (they are all 15 digits). */
export async function highestTraceNumber(db: Db, odfi8: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ach_entries')
    .select((eb) => eb.fn.max('trace_number').as('trace'))
    .where('trace_number', '>=', `${odfi8}0000000`)
    .where('trace_number', '<=', `${odfi8}9999999`)
    .executeTakeFirst();
  return row?.trace ?? undefined;
}

/** Files made on a day (their creation instant starts with it), for the File ID Modifier. */
export async function countFilesCreatedOn(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('ach_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', 'like', `${day}T%`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** null: every file (an administrator); else only files whose payrolls are all of these companies. */
export type AchFileScope = { companyIds: string[] | null };

function scopedFiles(db: Db, scope: AchFileScope) {
  let query = db.selectFrom('ach_files');
  const { companyIds } = scope;
  if (companyIds !== null) {
    // A file is an owner's when it pays something (a payroll or a contractor run) and everything
    // it pays is of the owner's companies.
    query = query.where((eb) =>
      eb.and([
        eb.or([
          eb.exists(
            eb
              .selectFrom('ach_file_payrolls')
              .select('ach_file_payrolls.payroll_id')
              .whereRef('ach_file_payrolls.ach_file_id', '=', 'ach_files.id'),
          ),
          eb.exists(
            eb
              .selectFrom('ach_file_contractor_payments')
              .select('ach_file_contractor_payments.contractor_payment_id')
              .whereRef('ach_file_contractor_payments.ach_file_id', '=', 'ach_files.id'),
          ),
        ]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('ach_file_payrolls')
              .select('ach_file_payrolls.payroll_id')
              .whereRef('ach_file_payrolls.ach_file_id', '=', 'ach_files.id')
              .where('ach_file_payrolls.company_id', 'not in', [...companyIds, '']),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('ach_file_contractor_payments')
              .select('ach_file_contractor_payments.contractor_payment_id')
              .whereRef('ach_file_contractor_payments.ach_file_id', '=', 'ach_files.id')
              .where('ach_file_contractor_payments.company_id', 'not in', [...companyIds, '']),
          ),
        ),
      ]),
    );
  }
  return query;
}

/** Files newest first, keyset-paged on (created_at, id) descending. */
export function listAchFiles(
  db: Db,
  scope: AchFileScope,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = scopedFiles(db, scope).select([
    'ach_files.id',
    'ach_files.created_at',
    'ach_files.effective_entry_date',
    'ach_files.entry_count',
    'ach_files.total_credit_cents',
    'ach_files.total_debit_cents',
  ]);
  const key = page.after ?? page.before;
  if (key) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('ach_files.created_at', 'ach_files.id'),
        page.after ? '<' : '>',
        eb.tuple(String(key[0] ?? ''), String(key[1] ?? '')),
      ),
    );
  }
  const order = page.before ? 'asc' : 'desc';
  return query
    .orderBy('ach_files.created_at', order)
    .orderBy('ach_files.id', order)
    .limit(page.limit)
    .execute();
}

export type AchFileListRow = Awaited<ReturnType<typeof listAchFiles>>[number];

export async function countAchFiles(db: Db, scope: AchFileScope): Promise<number> {
  const row = await scopedFiles(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One file within the scope, with its sealed content. */
export const findAchFile = (db: Db, scope: AchFileScope, id: string) =>
  scopedFiles(db, scope).selectAll('ach_files').where('ach_files.id', '=', id).executeTakeFirst();

/** The payroll ids of files, per file. */
export async function payrollIdsOfFiles(
  db: Db,
  fileIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byFile = new Map<string, string[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('ach_file_payrolls')
    .innerJoin('payrolls', 'payrolls.id', 'ach_file_payrolls.payroll_id')
    .select(['ach_file_payrolls.ach_file_id', 'ach_file_payrolls.payroll_id'])
    .where('ach_file_payrolls.ach_file_id', 'in', [...fileIds])
    .orderBy('payrolls.pay_date')
    .orderBy('ach_file_payrolls.payroll_id')
    .execute();
  for (const row of rows) {
    const ids = byFile.get(row.ach_file_id) ?? [];
    ids.push(row.payroll_id);
    byFile.set(row.ach_file_id, ids);
  }
  return byFile;
}

/** The stored entries of trace numbers (the ones a return file names), within companies. */
export async function findEntriesByTrace(
  db: Db,
  traces: readonly string[],
  companyIds: string[] | null,
) {
  const rows = [];
  for (let start = 0; start < traces.length; start += ROWS_PER_INSERT) {
    let query = db
      .selectFrom('ach_entries')
      .select([
        'trace_number',
        'ach_file_id',
        'pay_stub_id',
        'payroll_id',
        'contractor_payment_item_id',
        'company_id',
        'kind',
      ])
      .where('trace_number', 'in', traces.slice(start, start + ROWS_PER_INSERT));
    if (companyIds !== null) query = query.where('company_id', 'in', [...companyIds, '']);
    rows.push(...(await query.execute()));
  }
  return rows;
}

/** The returned payments' people and pay dates, for the owners' mail. */
export const findReturnedPayments = (db: Db, payStubIds: readonly string[]) =>
  payStubIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pay_stubs')
        .innerJoin('companies', 'companies.id', 'pay_stubs.company_id')
        .select([
          'pay_stubs.id',
          'pay_stubs.company_id',
          'companies.name as company_name',
          'pay_stubs.first_name',
          'pay_stubs.last_name',
          'pay_stubs.pay_date',
        ])
        .where('pay_stubs.id', 'in', [...payStubIds])
        .execute();

/** The contractor runs of files, per file. */
export async function contractorPaymentIdsOfFiles(
  db: Db,
  fileIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byFile = new Map<string, string[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('ach_file_contractor_payments')
    .innerJoin(
      'contractor_payments',
      'contractor_payments.id',
      'ach_file_contractor_payments.contractor_payment_id',
    )
    .select(['ach_file_contractor_payments.ach_file_id', 'contractor_payments.id'])
    .where('ach_file_contractor_payments.ach_file_id', 'in', [...fileIds])
    .orderBy('contractor_payments.pay_date')
    .orderBy('contractor_payments.id')
    .execute();
  for (const row of rows) {
    const ids = byFile.get(row.ach_file_id) ?? [];
    ids.push(row.id);
    byFile.set(row.ach_file_id, ids);
  }
  return byFile;
}

/** The returned contractor lines' names, runs and pay dates, for the answer and the owners' mail. */
export const findReturnedContractorItems = (db: Db, itemIds: readonly string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('contractor_payment_items')
        .innerJoin(
          'contractor_payments',
          'contractor_payments.id',
          'contractor_payment_items.contractor_payment_id',
        )
        .innerJoin('companies', 'companies.id', 'contractor_payment_items.company_id')
        .select([
          'contractor_payment_items.id',
          'contractor_payment_items.contractor_payment_id',
          'contractor_payment_items.contractor_id',
          'contractor_payment_items.company_id',
          'contractor_payment_items.contractor_name',
          'companies.name as company_name',
          'contractor_payments.pay_date',
        ])
        .where('contractor_payment_items.id', 'in', [...itemIds])
        .execute();
