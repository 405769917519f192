import { sql, type Insertable, type Selectable } from 'kysely';
import type { DatabaseKind, Db } from '@paydesk/api/platform/db/database';
import { jsonTextMember } from '@paydesk/api/platform/db/json-member';
import type { PayrollDraftLinesTable } from '@paydesk/api/platform/db/schema';
import type { SortKey } from '@paydesk/api/platform/pagination/keyset-page';
import { chunksOf } from '../batches';

export type DraftLineRow = Selectable<PayrollDraftLinesTable>;
export type NewDraftLine = Insertable<PayrollDraftLinesTable>;

export async function insertDraftLines(db: Db, lines: NewDraftLine[]): Promise<void> {
  for (const batch of chunksOf(lines))
    await db.insertInto('payroll_draft_lines').values(batch).execute();
}

/** Writes a recomputed line over the stored one (names stay as the draft took them). */
export async function updateDraftLine(db: Db, line: NewDraftLine): Promise<void> {
  await db
    .updateTable('payroll_draft_lines')
    .set({
      excluded: line.excluded,
      ready: line.ready,
      inputs: line.inputs,
      computed: line.computed,
      readiness: line.readiness,
      gross_cents: line.gross_cents,
      employee_taxes_cents: line.employee_taxes_cents,
      employer_taxes_cents: line.employer_taxes_cents,
      deductions_cents: line.deductions_cents,
      employer_contributions_cents: line.employer_contributions_cents ?? 0,
      reimbursements_cents: line.reimbursements_cents,
      net_pay_cents: line.net_pay_cents,
    })
    .where('draft_id', '=', line.draft_id)
    .where('employee_id', '=', line.employee_id)
    .execute();
}

/** A page of the draft's lines by name. */
export function pageDraftLines(
  db: Db,
  draftId: string,
  page: { after?: SortKey; before?: SortKey; limit: number },
) {
  let query = db.selectFrom('payroll_draft_lines').selectAll().where('draft_id', '=', draftId);
  const key = page.after ?? page.before;
  if (key) {
    const values = key.map(String);
    query = query.where((eb) =>
      eb(
        eb.refTuple('last_name', 'first_name', 'employee_id'),
        page.after ? '>' : '<',
        eb.tuple(values[0] ?? '', values[1] ?? '', values[2] ?? ''),
      ),
    );
  }
  const order = page.before ? 'desc' : 'asc';
  return query
    .orderBy('last_name', order)
    .orderBy('first_name', order)
    .orderBy('employee_id', order)
    .limit(page.limit)
    .execute();
}

export async function countDraftLines(db: Db, draftId: string): Promise<number> {
  const row = await db
    .selectFrom('payroll_draft_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draft_id', '=', draftId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findDraftLines(
  db: Db,
  draftId: string,
  employeeIds: string[],
): Promise<DraftLineRow[]> {
  const rows: DraftLineRow[] = [];
  for (const batch of chunksOf(employeeIds)) {
    rows.push(
      ...(await db
        .selectFrom('payroll_draft_lines')
        .selectAll()
        .where('draft_id', '=', draftId)
        .where('employee_id', 'in', batch)
        .execute()),
    );
  }
  return rows;
}

/** Every line of the draft, by name (the commit writes a stub per included one). */
export const allDraftLines = (db: Db, draftId: string) =>
  db
    .selectFrom('payroll_draft_lines')
    .selectAll()
    .where('draft_id', '=', draftId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();

/**
 * Every line of a draft, by name, with its employee's payment method as the records say now
 * (null when the employee is gone): what a commit pays and checks. Two plain reads by key rather
 * than a join, whose plan PostgreSQL may turn into a scan of every employee when the tables grew
 * since their statistics (a payday of thousands of companies).
 */
export async function draftLinesToCommit(db: Db, draftId: string) {
  const lines = await allDraftLines(db, draftId);
  const methods = new Map<string, string>();
  for (const ids of chunksOf(
    lines.map((line) => line.employee_id),
    1000,
  )) {
    const rows = await db
      .selectFrom('employees')
      .select(['id', 'payment_method'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) methods.set(row.id, row.payment_method);
  }
  return lines.map((line) => ({
    ...line,
    employee_payment_method: methods.get(line.employee_id) ?? null,
  }));
}

/** The totals of the included lines, in one aggregate query. */
export async function draftTotals(db: Db, draftId: string) {
  const row = await db
    .selectFrom('payroll_draft_lines')
    .select((eb) => [
      eb.fn.countAll<number>().as('employees'),
      eb.fn.sum<number>('gross_cents').as('gross'),
      eb.fn.sum<number>('employee_taxes_cents').as('employeeTaxes'),
      eb.fn.sum<number>('employer_taxes_cents').as('employerTaxes'),
      eb.fn.sum<number>('deductions_cents').as('deductions'),
      eb.fn.sum<number>('employer_contributions_cents').as('employerContributions'),
      eb.fn.sum<number>('reimbursements_cents').as('reimbursements'),
      eb.fn.sum<number>('net_pay_cents').as('netPay'),
    ])
    .where('draft_id', '=', draftId)
    .where('excluded', '=', 0)
    .executeTakeFirst();
  // PostgreSQL answers sums of bigint as numeric text; no total comes near 2^53 cents.
  return {
    employees: Number(row?.employees ?? 0),
    grossCents: Number(row?.gross ?? 0),
    employeeTaxesCents: Number(row?.employeeTaxes ?? 0),
    employerTaxesCents: Number(row?.employerTaxes ?? 0),
    deductionsCents: Number(row?.deductions ?? 0),
    employerContributionsCents: Number(row?.employerContributions ?? 0),
    reimbursementsCents: Number(row?.reimbursements ?? 0),
    netPayCents: Number(row?.netPay ?? 0),
  };
}

/**
 * The net pay of the included lines paid by direct deposit: what the company's one balancing debit
 * of the ACH file carries. A line stored without a method was split as direct deposit.
 */
export async function directDepositTotal(db: Db, kind: DatabaseKind, draftId: string) {
  const row = await db
    .selectFrom('payroll_draft_lines')
    .select((eb) => eb.fn.sum<number>('net_pay_cents').as('net'))
    .where('draft_id', '=', draftId)
    .where('excluded', '=', 0)
    .where(
      sql<string>`coalesce(${jsonTextMember(kind, 'computed', 'paymentMethod')}, 'direct_deposit')`,
      '=',
      'direct_deposit',
    )
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/** The readiness of the included lines that are not ready. */
export const unreadyDraftLines = (db: Db, draftId: string) =>
  db
    .selectFrom('payroll_draft_lines')
    .select(['employee_id', 'first_name', 'last_name', 'readiness'])
    .where('draft_id', '=', draftId)
    .where('excluded', '=', 0)
    .where('ready', '=', 0)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();

/** The open drafts (new runs and edits) that include the employee. */
export const openDraftsWithEmployee = (db: Db, employeeId: string) =>
  db
    .selectFrom('payroll_draft_lines')
    .innerJoin('payroll_drafts', 'payroll_drafts.id', 'payroll_draft_lines.draft_id')
    .select([
      'payroll_drafts.id',
      'payroll_drafts.type',
      'payroll_drafts.period_start',
      'payroll_drafts.period_end',
      'payroll_drafts.pay_date',
    ])
    .where('payroll_draft_lines.employee_id', '=', employeeId)
    .where('payroll_draft_lines.excluded', '=', 0)
    .where('payroll_drafts.status', '=', 'open')
    .execute();

/** Takes the employee's lines out of the open drafts, which move to their next version. */
export async function removeFromOpenDrafts(db: Db, employeeId: string, now: string) {
  const drafts = await openDraftsWithEmployee(db, employeeId);
  if (drafts.length === 0) return;
  const ids = drafts.map((draft) => draft.id);
  await db
    .deleteFrom('payroll_draft_lines')
    .where('employee_id', '=', employeeId)
    .where('draft_id', 'in', ids)
    .execute();
  await db
    .updateTable('payroll_drafts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', 'in', ids)
    .execute();
}
