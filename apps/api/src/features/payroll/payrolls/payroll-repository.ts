import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { PayrollsTable } from '@paydesk/api/platform/db/schema';

export type PayrollRow = Selectable<PayrollsTable>;
export type PayrollTotals = Pick<
  PayrollRow,
  | 'employees'
  | 'gross_cents'
  | 'employee_taxes_cents'
  | 'employer_taxes_cents'
  | 'deductions_cents'
  | 'employer_contributions_cents'
  | 'reimbursements_cents'
  | 'net_pay_cents'
  | 'cash_requirement_cents'
>;

/** Inserts a payroll and answers it as stored (its defaults too), in one statement. */
export const insertPayroll = (db: Db, row: Insertable<PayrollsTable>): Promise<PayrollRow> =>
  db.insertInto('payrolls').values(row).returningAll().executeTakeFirstOrThrow();

export const findPayroll = (db: Db, id: string) =>
  db.selectFrom('payrolls').selectAll().where('id', '=', id).executeTakeFirst();

/** Replaces an approved payroll's content with a new draft's; false when no longer approved. */
export async function replacePayrollContent(
  db: Db,
  id: string,
  values: PayrollTotals & { draft_id: string; pay_date: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payrolls')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('ach_file_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A person's change to an approved payroll, at the version they read. */
export async function patchPayrollAtVersion(
  db: Db,
  id: string,
  version: number,
  values: { status?: string; pay_date?: string; memo?: string | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payrolls')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payrolls of a pay group, by period end, newest first (the schedule shows them). */
export const payrollsOfGroup = (db: Db, payGroupId: string) =>
  db
    .selectFrom('payrolls')
    .select(['id', 'draft_id', 'period_end', 'pay_date', 'status', 'type', 'created_at'])
    .where('pay_group_id', '=', payGroupId)
    .orderBy('created_at', 'desc')
    .execute();

/** Whether the group has a payroll that was committed and not cancelled. */
export async function hasLivePayroll(db: Db, payGroupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payrolls')
    .select('id')
    .where('pay_group_id', '=', payGroupId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the company has an approved payroll whose money is in no ACH file yet. */
export async function hasApprovedPayrollAwaitingAch(db: Db, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payrolls')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'approved')
    .where('ach_file_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPayrollTotals(db: Db, id: string, totals: PayrollTotals, now: string) {
  await db
    .updateTable('payrolls')
    .set((eb) => ({ ...totals, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The regular payroll of a period that was committed and not cancelled. */
export const livePayrollOfPeriod = (db: Db, payGroupId: string, periodEnd: string) =>
  db
    .selectFrom('payrolls')
    .select(['id', 'status'])
    .where('pay_group_id', '=', payGroupId)
    .where('period_end', '=', periodEnd)
    .where('type', '=', 'regular')
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
