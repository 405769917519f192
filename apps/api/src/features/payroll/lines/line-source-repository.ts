import type { Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { EmployeesTable } from '@paydesk/api/platform/db/schema';
import { chunksOf } from '../batches';

export type EmployeeRow = Selectable<EmployeesTable>;

/** The pay group a draft runs, when it belongs to the company. */
export const findPayGroupOfCompany = (db: Db, companyId: string, payGroupId: string) =>
  db
    .selectFrom('pay_groups')
    .select(['id', 'frequency', 'first_period_end', 'first_pay_date', 'second_pay_day'])
    .where('id', '=', payGroupId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** What a run needs of the company: whether it may pay, and its SUTA rate. */
export const findCompanyFacts = (db: Db, companyId: string) =>
  db
    .selectFrom('companies')
    .select(['id', 'name', 'status', 'suta_rate_basis_points'])
    .where('id', '=', companyId)
    .executeTakeFirst();

/**
 * The pay group's employees a regular run pays: not terminated, onboarded, hired by the end of
 * the period.
 */
export const payableMembers = (db: Db, payGroupId: string, periodEnd: string) =>
  db
    .selectFrom('employees')
    .selectAll()
    .where('pay_group_id', '=', payGroupId)
    .where('status', '!=', 'terminated')
    .where('onboarding_complete', '=', 1)
    .where('hire_date', '<=', periodEnd)
    .execute();

/** Employees of the company by id (an off-cycle run's choice, a draft's lines). */
export async function employeesOfCompany(db: Db, companyId: string, ids: string[]) {
  const rows = [];
  for (const batch of chunksOf(ids, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('employees')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', 'in', batch)
        .execute()),
    );
  }
  return rows;
}
