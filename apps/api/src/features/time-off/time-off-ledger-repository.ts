import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type {
  TimeOffEntriesTable,
  TimeOffStubBalancesTable,
} from '@paydesk/api/platform/db/schema';

export type EntryRow = Selectable<TimeOffEntriesTable>;
export type NewEntry = Insertable<TimeOffEntriesTable>;

// ── Ledger entries ────────────────────────────────────────────────────────────────────────────

/** Employee ids a statement binds: far below the databases' bound-parameter limits. */
const IDS_PER_QUERY = 1000;

const entriesOfSlice = (db: Db, employeeIds: readonly string[]) =>
  db
    .selectFrom('time_off_entries')
    .selectAll()
    .where('employee_id', 'in', [...employeeIds])
    .orderBy('effective_date')
    .orderBy('id')
    .execute();

/** The employees' ledger entries, in slices of employees: each one's in date order. */
export async function entriesOf(db: Db, employeeIds: readonly string[]): Promise<EntryRow[]> {
  const rows: EntryRow[] = [];
  for (let start = 0; start < employeeIds.length; start += IDS_PER_QUERY) {
    rows.push(...(await entriesOfSlice(db, employeeIds.slice(start, start + IDS_PER_QUERY))));
  }
  return rows;
}

export async function insertEntries(db: Db, rows: NewEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('time_off_entries').values(rows).execute();
}

export async function deleteEntriesOfStub(db: Db, stubId: string): Promise<void> {
  await db.deleteFrom('time_off_entries').where('pay_stub_id', '=', stubId).execute();
}

export async function deleteEntriesOfPayroll(db: Db, payrollId: string): Promise<void> {
  await db.deleteFrom('time_off_entries').where('payroll_id', '=', payrollId).execute();
}

/** A payroll's entries take its new pay date: the ledger orders and dates them by it. */
export async function moveEntriesOfPayroll(db: Db, payrollId: string, payDate: string) {
  await db
    .updateTable('time_off_entries')
    .set({ effective_date: payDate })
    .where('payroll_id', '=', payrollId)
    .execute();
}

// ── Stub balances ─────────────────────────────────────────────────────────────────────────────

export async function insertStubBalances(
  db: Db,
  rows: Insertable<TimeOffStubBalancesTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('time_off_stub_balances').values(rows).execute();
}

export async function deleteStubBalancesOfPayroll(db: Db, payrollId: string): Promise<void> {
  await db.deleteFrom('time_off_stub_balances').where('payroll_id', '=', payrollId).execute();
}

export const stubBalancesOf = (db: Db, stubId: string) =>
  db
    .selectFrom('time_off_stub_balances as b')
    .innerJoin('time_off_policies as p', 'p.id', 'b.policy_id')
    .select([
      'b.policy_id',
      'p.name',
      'p.kind',
      'b.used_hundredths',
      'b.accrued_hundredths',
      'b.balance_hundredths',
    ])
    .where('b.pay_stub_id', '=', stubId)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
