import type { Db } from '@paydesk/api/platform/db/database';

/** Rows per query (PostgreSQL takes at most 65,535 parameters). */
const IDS_PER_QUERY = 5_000;

/**
 * Accounts by id whatever their status: a committed payroll pays the accounts its split named,
 * even one deleted since (the row is kept, so the payment can still be traced to it).
 */
export async function findAccountsByIds(db: Db, ids: readonly string[]) {
  const rows = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('bank_accounts')
        .select(['id', 'account_type', 'routing_number', 'account_number_encrypted'])
        .where('id', 'in', ids.slice(start, start + IDS_PER_QUERY))
        .execute()),
    );
  }
  return rows;
}
