import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { EmployeesTable } from '@paydesk/api/platform/db/schema';

export type EmployeeRecordRow = Selectable<EmployeesTable> & {
  company_name: string;
  /** The share of the company the employee owns (the companies feature's table), if any. */
  ownership_basis_points: number | null;
};
export type EmployeeValues = Updateable<EmployeesTable>;

const records = (db: Db) =>
  db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .leftJoin('company_owners', (join) =>
      join
        .onRef('company_owners.employee_id', '=', 'employees.id')
        .onRef('company_owners.company_id', '=', 'employees.company_id'),
    )
    .selectAll('employees')
    .select(['companies.name as company_name', 'company_owners.ownership_basis_points']);

/** The whole employee row with the company's name and the owned share, or undefined. */
export const findEmployeeRecord = (db: Db, id: string): Promise<EmployeeRecordRow | undefined> =>
  records(db).where('employees.id', '=', id).executeTakeFirst();

/** Many employees' whole rows (the payroll reads its lines' employees at once). */
export const findEmployeeRecords = (db: Db, ids: string[]): Promise<EmployeeRecordRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : records(db).where('employees.id', 'in', ids).execute();

export async function insertEmployeeRecord(
  db: Db,
  values: Insertable<EmployeesTable>,
): Promise<void> {
  await db.insertInto('employees').values(values).execute();
}

/**
 * Writes a person's change when the row is still at `version`, and moves it to the next one.
 * False when someone else changed it first (nothing is written then).
 */
export async function updateEmployeeAtVersion(
  db: Db,
  id: string,
  values: EmployeeValues,
  version: number,
): Promise<boolean> {
  const result = await db
    .updateTable('employees')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes what is derived from the record (status, onboarding), without a new version. */
export async function updateDerivedState(
  db: Db,
  id: string,
  values: Pick<EmployeeValues, 'status' | 'onboarding_complete'>,
): Promise<void> {
  await db.updateTable('employees').set(values).where('id', '=', id).execute();
}

/** Whether another employee of the company has this legal id (by its keyed digest). */
export async function isLegalIdTaken(
  db: Db,
  companyId: string,
  digest: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('legal_id_digest', '=', digest);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The frequency of the company's pay group, or undefined when the company has no such group. */
export async function payGroupFrequency(
  db: Db,
  companyId: string,
  payGroupId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('pay_groups')
    .select('frequency')
    .where('id', '=', payGroupId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.frequency;
}

export async function companyNameOf(db: Db, companyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.name;
}

export async function setEmployeeUser(db: Db, id: string, userId: string): Promise<void> {
  await db.updateTable('employees').set({ user_id: userId }).where('id', '=', id).execute();
}

/** Termination needs no version: it is refused once done, so a retry changes nothing. */
export async function markTerminated(
  db: Db,
  id: string,
  termination: { date: string; reason: string; now: string },
): Promise<void> {
  await db
    .updateTable('employees')
    .set((eb) => ({
      status: 'terminated',
      termination_date: termination.date,
      termination_reason: termination.reason,
      updated_at: termination.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
