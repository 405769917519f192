import { sql } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';

/** The columns of a new employee that the company side knows (an owner, a sign-up). */
export type NewEmployee = {
  id: string;
  companyId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string;
  status: 'onboarding' | 'active';
  now: string;
};

export async function insertEmployee(db: Db, employee: NewEmployee): Promise<void> {
  await db
    .insertInto('employees')
    .values({
      id: employee.id,
      company_id: employee.companyId,
      user_id: employee.userId,
      first_name: employee.firstName,
      last_name: employee.lastName,
      email: employee.email,
      phone_number: employee.phoneNumber,
      job_title: employee.jobTitle,
      status: employee.status,
      created_at: employee.now,
      updated_at: employee.now,
    })
    .execute();
}

export const findEmployeeOfCompany = (db: Db, companyId: string, employeeId: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'user_id', 'status', 'first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** The company of an employee, or undefined when there is no such employee. */
export async function findEmployeeCompanyId(
  db: Db,
  employeeId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('company_id')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row?.company_id;
}

/**
 * How many employees a company has (those not terminated), as a subquery another feature's
 * repository selects beside its own rows: `companyIdColumn` names the outer query's company id
 * (e.g. `'page.id'`). The list of companies reads its counts in its page's own statement.
 */
export const employeeCountOf = (db: Db, companyIdColumn: string) =>
  db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('employees.company_id', '=', sql.ref<string>(companyIdColumn))
    .where('employees.status', '!=', 'terminated');

/** Employees not terminated, per company. */
export async function countEmployeesByCompany(
  db: Db,
  companyIds: string[],
): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', 'in', companyIds)
    .where('status', '!=', 'terminated')
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((row) => [row.company_id, Number(row.n)]));
}

/**
 * Employees not terminated, across every company: a few rows of the counts by status that
 * triggers keep (migration 0012), however many employees the platform holds.
 */
export async function countActiveEmployees(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('employee_status_counts')
    .select('n')
    .where('status', '!=', 'terminated')
    .execute();
  return rows.reduce((total, row) => total + Number(row.n), 0);
}

/** Keeps the members' pay frequency equal to their group's, after the group's changes. */
export async function setPayFrequencyOfGroup(
  db: Db,
  payGroupId: string,
  frequency: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('employees')
    .set({ payment_frequency: frequency, updated_at: now })
    .where('pay_group_id', '=', payGroupId)
    .execute();
}

/** The company's employee with this email (compared without case), if any. */
export const findEmployeeByEmail = (db: Db, companyId: string, email: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'user_id', 'status', 'first_name', 'last_name'])
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
