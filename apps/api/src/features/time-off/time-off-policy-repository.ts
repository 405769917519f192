import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { TimeOffPoliciesTable } from '@paydesk/api/platform/db/schema';

export type PolicyRow = Selectable<TimeOffPoliciesTable>;

// ── Policies ──────────────────────────────────────────────────────────────────────────────────

export const listPolicies = (db: Db, companyId: string) =>
  db
    .selectFrom('time_off_policies')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const findPolicy = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('time_off_policies')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

export async function insertPolicy(db: Db, row: Insertable<TimeOffPoliciesTable>): Promise<void> {
  await db.insertInto('time_off_policies').values(row).execute();
}

/** Writes the change only at the version read; false when someone changed it meanwhile. */
export async function updatePolicyAtVersion(
  db: Db,
  id: string,
  version: number,
  values: Updateable<TimeOffPoliciesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('time_off_policies')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Employees (read only: the employees feature owns the table) ───────────────────────────────

export const findEmployeeOfCompany = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'first_name', 'last_name', 'email', 'hire_date', 'payment_type'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

export const findEmployee = (db: Db, id: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'company_id', 'first_name', 'last_name', 'email', 'hire_date', 'payment_type'])
    .where('id', '=', id)
    .executeTakeFirst();

// ── Assignments ───────────────────────────────────────────────────────────────────────────────

export const findAssignment = (db: Db, employeeId: string, policyId: string) =>
  db
    .selectFrom('time_off_assignments')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();

/** Inserts the assignment unless it exists; false when it did. */
export async function insertAssignment(
  db: Db,
  row: {
    employee_id: string;
    policy_id: string;
    company_id: string;
    starting_hundredths: number;
    assigned_at: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('time_off_assignments')
    .values(row)
    .onConflict((oc) => oc.columns(['employee_id', 'policy_id']).doNothing())
    .returning('employee_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Employee ids a statement binds: far below the databases' bound-parameter limits. */
const IDS_PER_QUERY = 1000;

const assignedPoliciesOf = (db: Db, employeeIds: readonly string[]) =>
  db
    .selectFrom('time_off_assignments as a')
    .innerJoin('time_off_policies as p', 'p.id', 'a.policy_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .selectAll('p')
    .select(['a.employee_id', 'e.hire_date'])
    .where('a.employee_id', 'in', [...employeeIds])
    .orderBy('a.employee_id')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();

/**
 * The employees' assigned policies, by employee then policy name. A payroll of 100,000 people
 * asks in slices, each its own statement; the order holds within each slice, which is all its
 * readers need (they group by employee).
 */
export async function assignedPolicies(db: Db, employeeIds: readonly string[]) {
  const rows: Awaited<ReturnType<typeof assignedPoliciesOf>> = [];
  for (let start = 0; start < employeeIds.length; start += IDS_PER_QUERY) {
    rows.push(...(await assignedPoliciesOf(db, employeeIds.slice(start, start + IDS_PER_QUERY))));
  }
  return rows;
}
/**
 * The assigned policies of the employees a payroll's stubs pay (read only: payroll owns the
 * stubs), in one statement whatever the payroll's size, by employee then policy name.
 */
export const assignedPoliciesOfPayroll = (db: Db, payrollId: string) =>
  db
    .selectFrom('time_off_assignments as a')
    .innerJoin('time_off_policies as p', 'p.id', 'a.policy_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .selectAll('p')
    .select(['a.employee_id', 'e.hire_date'])
    .where('a.employee_id', 'in', (eb) =>
      eb
        .selectFrom('pay_stubs')
        .select('pay_stubs.employee_id')
        .where('pay_stubs.payroll_id', '=', payrollId),
    )
    .orderBy('a.employee_id')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();

export type AssignedPolicyRow = Awaited<ReturnType<typeof assignedPolicies>>[number];

/** The pay group's frequency (read only: pay groups own the table). */
export async function payGroupFrequency(db: Db, payGroupId: string): Promise<string | null> {
  const row = await db
    .selectFrom('pay_groups')
    .select('frequency')
    .where('id', '=', payGroupId)
    .executeTakeFirst();
  return row?.frequency ?? null;
}
