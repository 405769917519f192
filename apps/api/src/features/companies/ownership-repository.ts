import type { Db } from '@paydesk/api/platform/db/database';

export async function ownershipOf(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('company_owners')
    .select(['employee_id', 'ownership_basis_points'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map(rows.map((row) => [row.employee_id, row.ownership_basis_points]));
}

export async function setOwnership(
  db: Db,
  companyId: string,
  employeeId: string,
  basisPoints: number,
  now: string,
) {
  const updated = await db
    .updateTable('company_owners')
    .set({ ownership_basis_points: basisPoints })
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('company_owners')
      .values({
        company_id: companyId,
        employee_id: employeeId,
        ownership_basis_points: basisPoints,
        created_at: now,
      })
      .execute();
  }
}

export async function deleteOwnership(
  db: Db,
  companyId: string,
  employeeId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('company_owners')
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Companies the user owns through an employee record that is not terminated. */
export async function findOwnedCompanyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .select('company_owners.company_id')
    .where('employees.user_id', '=', userId)
    .where('employees.status', '!=', 'terminated')
    .execute();
  return rows.map((row) => row.company_id);
}

/** Whether the user still owns any company, whatever their employee status. */
export async function ownsAnyCompany(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .select('company_owners.company_id')
    .where('employees.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The e-mail addresses of a company's owners, to tell them of changes to the company. */
export async function findOwnerEmails(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .select('employees.email')
    .where('company_owners.company_id', '=', companyId)
    .where('employees.status', '!=', 'terminated')
    .orderBy('employees.email')
    .execute();
  return rows.map((row) => row.email);
}
