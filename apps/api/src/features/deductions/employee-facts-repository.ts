import type { Db } from '@paydesk/api/platform/db/database';

/** The employee of the company, with the birth date that sets their catch-up limits. */
export const findEmployeeOfCompany = (db: Db, companyId: string, employeeId: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'birth_date'])
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
