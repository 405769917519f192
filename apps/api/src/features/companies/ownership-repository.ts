import { roles } from '@paydesk/contracts';
import type { Db } from '../../db/database';

export const findEmployeeOfCompany = (db: Db, companyId: string, employeeId: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'user_id', 'status', 'first_name', 'last_name'])
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

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

/** Gives the user the owner role (idempotent). */
export async function grantOwnerRole(db: Db, userId: string): Promise<void> {
  const existing = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', roles.companyOwner)
    .executeTakeFirst();
  if (!existing)
    await db
      .insertInto('user_roles')
      .values({ user_id: userId, role: roles.companyOwner })
      .execute();
}

/** Takes the owner role away when the user owns no company any more. */
export async function revokeOwnerRoleIfUnused(db: Db, userId: string): Promise<void> {
  const stillOwns = await db
    .selectFrom('company_owners')
    .innerJoin('employees', 'employees.id', 'company_owners.employee_id')
    .select('company_owners.company_id')
    .where('employees.user_id', '=', userId)
    .executeTakeFirst();
  if (!stillOwns) {
    await db
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role', '=', roles.companyOwner)
      .execute();
  }
}
