import type { Db, DatabaseKind } from '@paydesk/api/platform/db/database';
import { jsonMember } from '@paydesk/api/platform/db/json-member';

// Reads of the payroll, company and employee tables that a file is built from; ACH files never
// write them (payroll's achSettlement does).

const IDS_PER_QUERY = 1_000;

/**
 * Locks the chosen payrolls until the file's transaction ends (PostgreSQL; SQLite runs one
 * writing transaction at a time). A void or an edit changes a payroll's row before or with its
 * stubs, so once these rows are held, the stubs read next are the ones the payroll pays: a change
 * that came first is seen whole, one that comes later waits and then finds the payroll in the file.
 * Locked in id order, so two files never wait on each other's payrolls.
 */
export async function lockPayrollsToPay(
  db: Db,
  kind: DatabaseKind,
  payrollIds: readonly string[],
): Promise<void> {
  if (kind !== 'postgres') return;
  const ids = [...new Set(payrollIds)].sort();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    await db
      .selectFrom('payrolls')
      .select('id')
      .where('id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}

/** The chosen payrolls with their company's name and EIN. */
export async function findPayrollsToPay(db: Db, payrollIds: readonly string[]) {
  if (payrollIds.length === 0) return [];
  return db
    .selectFrom('payrolls')
    .innerJoin('companies', 'companies.id', 'payrolls.company_id')
    .select([
      'payrolls.id',
      'payrolls.company_id',
      'payrolls.status',
      'payrolls.ach_file_id',
      'payrolls.pay_date',
      'companies.name as company_name',
      'companies.federal_ein',
    ])
    .where('payrolls.id', 'in', [...payrollIds])
    .execute();
}

export type PayrollToPay = Awaited<ReturnType<typeof findPayrollsToPay>>[number];

/**
 * The payments of the payrolls that are not voided, with the employee's number, in the order of
 * the payroll's answer (by name), and the deposit split made at commit (`deposits`, JSON text:
 * only that member of the stub's lines is read).
 */
export async function findPaymentsToPay(db: Db, kind: DatabaseKind, payrollIds: readonly string[]) {
  const rows = [];
  for (let start = 0; start < payrollIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom('pay_stubs')
        .innerJoin('employees', 'employees.id', 'pay_stubs.employee_id')
        .select([
          'pay_stubs.id',
          'pay_stubs.payroll_id',
          'pay_stubs.employee_id',
          'pay_stubs.first_name',
          'pay_stubs.last_name',
          jsonMember(kind, 'pay_stubs.details', 'deposits').as('deposits'),
          'employees.employee_number',
        ])
        .where('pay_stubs.payroll_id', 'in', payrollIds.slice(start, start + IDS_PER_QUERY))
        .where('pay_stubs.status', '=', 'issued')
        .where('pay_stubs.payment_status', '!=', 'voided')
        .orderBy('pay_stubs.payroll_id')
        .orderBy('pay_stubs.last_name')
        .orderBy('pay_stubs.first_name')
        .orderBy('pay_stubs.employee_id')
        .execute()),
    );
  }
  return rows;
}

export type PaymentToPay = Awaited<ReturnType<typeof findPaymentsToPay>>[number];

/**
 * How many payments the chosen payrolls hold (issued, not voided): the cheap measure of a file's
 * size that decides whether it is made in the request or as a job, read without the stubs.
 */
export async function countPaymentsToPay(db: Db, payrollIds: readonly string[]): Promise<number> {
  let count = 0;
  for (let start = 0; start < payrollIds.length; start += IDS_PER_QUERY) {
    const row = await db
      .selectFrom('pay_stubs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('payroll_id', 'in', payrollIds.slice(start, start + IDS_PER_QUERY))
      .where('status', '=', 'issued')
      .where('payment_status', '!=', 'voided')
      .executeTakeFirst();
    count += Number(row?.n ?? 0);
  }
  return count;
}
