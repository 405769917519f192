import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type {
  CompanyDepositSchedulesTable,
  TaxDepositPaymentsTable,
} from '@paydesk/api/platform/db/schema';

export type DepositScheduleRow = Selectable<CompanyDepositSchedulesTable>;
export type DepositPaymentRow = Selectable<TaxDepositPaymentsTable>;

export const findDepositSchedule = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('company_deposit_schedules')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .executeTakeFirst();

/** Keeps the first decision: a second request deciding the same year at once changes nothing. */
export async function insertDepositSchedule(db: Db, row: DepositScheduleRow): Promise<void> {
  await db
    .insertInto('company_deposit_schedules')
    .values(row)
    .onConflict((conflict) => conflict.columns(['company_id', 'year']).doNothing())
    .execute();
}

/** The company's recorded payments of the given deposits. */
export async function listDepositPayments(
  db: Db,
  companyId: string,
  depositIds: readonly string[],
): Promise<DepositPaymentRow[]> {
  if (depositIds.length === 0) return [];
  return db
    .selectFrom('tax_deposit_payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deposit_id', 'in', [...depositIds])
    .execute();
}

/** Records a deposit's payment, replacing one recorded before. */
export async function upsertDepositPayment(db: Db, row: DepositPaymentRow): Promise<void> {
  const values = {
    paid_on: row.paid_on,
    confirmation: row.confirmation,
    recorded_by: row.recorded_by,
    recorded_at: row.recorded_at,
  };
  await db
    .insertInto('tax_deposit_payments')
    .values(row)
    .onConflict((conflict) => conflict.columns(['company_id', 'deposit_id']).doUpdateSet(values))
    .execute();
}

/** The companies with an issued stub paid on or after `from`: the ones that can owe a deposit. */
export async function companiesPayingSince(db: Db, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pay_stubs')
    .select('company_id')
    .distinct()
    .where('status', '=', 'issued')
    .where('pay_date', '>=', from)
    .orderBy('company_id')
    .execute();
  return rows.map((row) => row.company_id);
}
