import type { Db, DatabaseKind } from '@paydesk/api/platform/db/database';

// Reads of the contractor payment tables that a file is built from; ACH files never write them
// (contractor payments' settlement does).

const IDS_PER_QUERY = 1_000;

/**
 * Locks the chosen runs until the file's transaction ends (PostgreSQL; SQLite runs one writing
 * transaction at a time), after the payrolls and in id order: a void changes the run's row
 * before its lines, so once these rows are held the lines read next are the ones it pays, and a
 * void that comes later waits and then finds the run in the file (decision 112's discipline).
 */
export async function lockContractorRunsToPay(
  db: Db,
  kind: DatabaseKind,
  runIds: readonly string[],
): Promise<void> {
  if (kind !== 'postgres') return;
  const ids = [...new Set(runIds)].sort();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    await db
      .selectFrom('contractor_payments')
      .select('id')
      .where('id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/** The chosen runs with their company's name and EIN. */
export async function findContractorRunsToPay(db: Db, runIds: readonly string[]) {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('contractor_payments')
    .innerJoin('companies', 'companies.id', 'contractor_payments.company_id')
    .select([
      'contractor_payments.id',
      'contractor_payments.company_id',
      'contractor_payments.status',
      'contractor_payments.ach_file_id',
      'contractor_payments.pay_date',
      'companies.name as company_name',
      'companies.federal_ein',
    ])
    .where('contractor_payments.id', 'in', [...runIds])
    .execute();
}

export type ContractorRunToPay = Awaited<ReturnType<typeof findContractorRunsToPay>>[number];

/**
 * The runs' lines paid by direct deposit that are still pending, in the order they were entered.
 * A line paid by check, like an employee paid by check, never reaches the file.
 */
export async function findContractorItemsToPay(db: Db, runIds: readonly string[]) {
  const rows = [];
  for (let start = 0; start < runIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('contractor_payment_items')
        .select([
          'id',
          'contractor_payment_id',
          'contractor_id',
          'contractor_name',
          'contractor_type',
          'net_cents',
          'bank_account_id',
        ])
        .where('contractor_payment_id', 'in', runIds.slice(start, start + IDS_PER_QUERY))
        .where('payment_method', '=', 'direct_deposit')
        .where('status', '=', 'pending')
        .where('bank_account_id', 'is not', null)
        .orderBy('contractor_payment_id')
        .orderBy('position')
        .execute()),
    );
  }
  return rows;
}

export type ContractorItemToPay = Awaited<ReturnType<typeof findContractorItemsToPay>>[number];

/** How many lines of the chosen runs a file would pay: `findContractorItemsToPay`, counted. */
export async function countContractorItemsToPay(
  db: Db,
  runIds: readonly string[],
): Promise<number> {
  let count = 0;
  for (let start = 0; start < runIds.length; start += IDS_PER_QUERY) {
    const row = await db
      .selectFrom('contractor_payment_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('contractor_payment_id', 'in', runIds.slice(start, start + IDS_PER_QUERY))
      .where('payment_method', '=', 'direct_deposit')
      .where('status', '=', 'pending')
      .where('bank_account_id', 'is not', null)
      .executeTakeFirst();
    count += Number(row?.n ?? 0);
  }
  return count;
}
