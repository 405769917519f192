import type { Db } from '@paydesk/api/platform/db/database';

/** The company a payroll belongs to, for the access check of its archive. */
export const findPayrollCompany = (db: Db, payrollId: string) =>
  db
    .selectFrom('payrolls')
    .select(['id', 'company_id'])
    .where('id', '=', payrollId)
    .executeTakeFirst();

/** The payroll's issued stubs (a voided payment has no stub to hand out), by employee name. */
export const issuedStubsOfPayroll = (db: Db, payrollId: string) =>
  db
    .selectFrom('pay_stubs')
    .innerJoin('employees', 'employees.id', 'pay_stubs.employee_id')
    .select(['pay_stubs.id', 'employees.first_name', 'employees.last_name'])
    .where('pay_stubs.payroll_id', '=', payrollId)
    .where('pay_stubs.status', '=', 'issued')
    .orderBy('employees.last_name')
    .orderBy('employees.first_name')
    .orderBy('pay_stubs.id')
    .execute();

export async function countIssuedStubsOfPayroll(db: Db, payrollId: string): Promise<number> {
  const row = await db
    .selectFrom('pay_stubs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payroll_id', '=', payrollId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
