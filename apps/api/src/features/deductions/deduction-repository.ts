import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type {
  EmployeeDeductionsTable,
  EmployeeGarnishmentsTable,
} from '@paydesk/api/platform/db/schema';
import { chunksOf } from './batches';

export type DeductionRow = Selectable<EmployeeDeductionsTable>;
export type GarnishmentRow = Selectable<EmployeeGarnishmentsTable>;
export type DeductionValues = Omit<
  Insertable<EmployeeDeductionsTable>,
  'id' | 'company_id' | 'employee_id' | 'version' | 'created_at' | 'updated_at'
>;
export type GarnishmentValues = Omit<
  Insertable<EmployeeGarnishmentsTable>,
  'id' | 'company_id' | 'employee_id' | 'version' | 'created_at' | 'updated_at' | 'received_on'
>;

/** The employee's deductions, the oldest first (ended ones too: they are the history). */
export const deductionsOfEmployee = (db: Db, employeeId: string) =>
  db
    .selectFrom('employee_deductions')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('start_date')
    .orderBy('id')
    .execute();

export const findDeduction = (db: Db, employeeId: string, id: string) =>
  db
    .selectFrom('employee_deductions')
    .selectAll()
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();

export async function insertDeduction(
  db: Db,
  row: DeductionValues & { id: string; company_id: string; employee_id: string; now: string },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('employee_deductions')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

/** Writes the change at `version`, one more; false when the version is stale. */
export async function updateDeduction(
  db: Db,
  id: string,
  version: number,
  values: Updateable<EmployeeDeductionsTable>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('employee_deductions')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The deductions of these employees that run on `payDate` (started, not ended). */
export async function deductionsActiveOn(db: Db, employeeIds: readonly string[], payDate: string) {
  const rows: DeductionRow[] = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('employee_deductions')
        .selectAll()
        .where('employee_id', 'in', batch)
        .where('start_date', '<=', payDate)
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', payDate)]))
        .orderBy('employee_id')
        .orderBy('start_date')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

export const garnishmentsOfEmployee = (db: Db, employeeId: string) =>
  db
    .selectFrom('employee_garnishments')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('received_on')
    .orderBy('id')
    .execute();

export const findGarnishment = (db: Db, employeeId: string, id: string) =>
  db
    .selectFrom('employee_garnishments')
    .selectAll()
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();

export async function insertGarnishment(
  db: Db,
  row: GarnishmentValues & {
    id: string;
    company_id: string;
    employee_id: string;
    received_on: string;
    now: string;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('employee_garnishments')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

export async function updateGarnishment(
  db: Db,
  id: string,
  version: number,
  values: Updateable<EmployeeGarnishmentsTable>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('employee_garnishments')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The orders of these employees that run on `payDate`, in the order they were received. */
export async function garnishmentsActiveOn(
  db: Db,
  employeeIds: readonly string[],
  payDate: string,
) {
  const rows: GarnishmentRow[] = [];
  for (const batch of chunksOf(employeeIds, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('employee_garnishments')
        .selectAll()
        .where('employee_id', 'in', batch)
        .where('start_date', '<=', payDate)
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', payDate)]))
        .orderBy('employee_id')
        .orderBy('received_on')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/** Orders by id (a payroll's remittances name each order's payee). */
export async function garnishmentsByIds(db: Db, ids: readonly string[]) {
  const rows: GarnishmentRow[] = [];
  for (const batch of chunksOf(ids, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('employee_garnishments')
        .selectAll()
        .where('id', 'in', batch)
        .execute()),
    );
  }
  return rows;
}
