import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { TimeOffRequestsTable } from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';

export type RequestRow = Selectable<TimeOffRequestsTable>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export async function insertRequest(db: Db, row: Insertable<TimeOffRequestsTable>): Promise<void> {
  await db.insertInto('time_off_requests').values(row).execute();
}

const requestAnswerQuery = (db: Db) =>
  db
    .selectFrom('time_off_requests as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .innerJoin('time_off_policies as p', 'p.id', 'r.policy_id')
    .selectAll('r')
    .select(['e.first_name', 'e.last_name', 'e.email', 'p.name as policy_name', 'p.kind']);
export type RequestAnswerRow = Awaited<
  ReturnType<ReturnType<typeof requestAnswerQuery>['executeTakeFirstOrThrow']>
>;

export const findRequest = (db: Db, id: string) =>
  requestAnswerQuery(db).where('r.id', '=', id).executeTakeFirst();

export type RequestFilter = { companyId: string; status?: string; employeeId?: string };

/** A page of requests: pending first, then by first day and id. */
export function pageRequests(
  db: Db,
  filter: RequestFilter,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = requestAnswerQuery(db).where('r.company_id', '=', filter.companyId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.employeeId) query = query.where('r.employee_id', '=', filter.employeeId);
  const key = page.after ?? page.before;
  if (key) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('r.status_rank', 'r.start_date', 'r.id'),
        page.after ? '>' : '<',
        eb.tuple(Number(key[0] ?? 0), String(key[1] ?? ''), String(key[2] ?? '')),
      ),
    );
  }
  const order = page.before ? 'desc' : 'asc';
  return query
    .orderBy('r.status_rank', order)
    .orderBy('r.start_date', order)
    .orderBy('r.id', order)
    .limit(page.limit)
    .execute();
}

export async function countRequests(db: Db, filter: RequestFilter): Promise<number> {
  let query = db
    .selectFrom('time_off_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', filter.companyId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.employeeId) query = query.where('employee_id', '=', filter.employeeId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function updateRequestAtVersion(
  db: Db,
  id: string,
  version: number,
  values: Updateable<TimeOffRequestsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('time_off_requests')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hours of the employees' pending requests and of approved ones no payroll has paid, by policy. */
export const openRequestHours = (db: Db, employeeIds: readonly string[]) =>
  employeeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('time_off_requests')
        .select((eb) => [
          'employee_id',
          'policy_id',
          'status',
          eb.fn.sum<number>('hundredths').as('hundredths'),
        ])
        .where('employee_id', 'in', [...employeeIds])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'approved'), eb('pay_stub_id', 'is', null)]),
          ]),
        )
        .groupBy(['employee_id', 'policy_id', 'status'])
        .execute();

/** Employee ids a statement binds: far below the databases' bound-parameter limits. */
const IDS_PER_QUERY = 1000;

const approvedUnpaidOf = (db: Db, employeeIds: readonly string[], lastDay: string) =>
  db
    .selectFrom('time_off_requests')
    .select(['id', 'employee_id', 'policy_id', 'hundredths'])
    .where('employee_id', 'in', [...employeeIds])
    .where('status', '=', 'approved')
    .where('pay_stub_id', 'is', null)
    .where('start_date', '<=', lastDay)
    .orderBy('start_date')
    .orderBy('id')
    .execute();

/**
 * Approved requests not yet paid that start by `lastDay`: what a payroll of that period pays.
 * A draft of 100,000 people asks in slices of employees; each one's requests stay in date order.
 */
export async function approvedUnpaid(db: Db, employeeIds: readonly string[], lastDay: string) {
  const rows: Awaited<ReturnType<typeof approvedUnpaidOf>> = [];
  for (let start = 0; start < employeeIds.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await approvedUnpaidOf(db, employeeIds.slice(start, start + IDS_PER_QUERY), lastDay)),
    );
  }
  return rows;
}

export async function markRequestsPaid(
  db: Db,
  ids: readonly string[],
  paid: { payrollId: string; stubId: string; now: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('time_off_requests')
    .set((eb) => ({
      payroll_id: paid.payrollId,
      pay_stub_id: paid.stubId,
      updated_at: paid.now,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', [...ids])
    .execute();
}

/** The requests a voided stub (or a cancelled or replaced payroll) paid are unpaid again. */
export async function unpayRequests(
  db: Db,
  by: { stubId: string } | { payrollId: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('time_off_requests')
    .set((eb) => ({
      payroll_id: null,
      pay_stub_id: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where(
      'stubId' in by ? 'pay_stub_id' : 'payroll_id',
      '=',
      'stubId' in by ? by.stubId : by.payrollId,
    )
    .execute();
}

/** The hours of these requests that no payroll has paid yet (an approved one still open). */
export const unpaidRequests = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('time_off_requests')
        .select(['id', 'hundredths'])
        .where('id', 'in', [...ids])
        .where('status', '=', 'approved')
        .where('pay_stub_id', 'is', null)
        .execute();
