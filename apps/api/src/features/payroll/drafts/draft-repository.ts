import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '@paydesk/api/platform/db/database';
import type { PayrollDraftsTable } from '@paydesk/api/platform/db/schema';

export type DraftRow = Selectable<PayrollDraftsTable>;

/**
 * Inserts a draft; false when it edits a payroll that already has an open draft. The partial
 * unique index decides, so of two concurrent requests the second waits for the first and then
 * inserts nothing. (The predicate is a literal: PostgreSQL matches it to the index's.)
 */
export async function insertDraft(db: Db, row: Insertable<PayrollDraftsTable>): Promise<boolean> {
  await db
    .insertInto('payroll_drafts')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('payroll_id').where(sql.ref('status'), '=', sql.lit('open')).doNothing(),
    )
    .execute();
  // Read back rather than trust the affected-row count, which the drivers report differently.
  const stored = await db
    .selectFrom('payroll_drafts')
    .select('id')
    .where('id', '=', row.id)
    .executeTakeFirst();
  return stored !== undefined;
}

/** The open draft that edits an approved payroll, if someone started one. */
export const findOpenEditDraft = (db: Db, companyId: string, payrollId: string) =>
  db
    .selectFrom('payroll_drafts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('payroll_id', '=', payrollId)
    .where('status', '=', 'open')
    .executeTakeFirst();

/** A draft of the company, whatever its status. */
export const findDraft = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('payroll_drafts')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** A draft of the company with the count of its included lines, in one statement. */
export const findDraftWithIncluded = (db: Db, companyId: string, id: string) =>
  db
    .selectFrom('payroll_drafts')
    .selectAll('payroll_drafts')
    .select((eb) =>
      eb
        .selectFrom('payroll_draft_lines')
        .select(eb.fn.countAll<number>().as('included'))
        .whereRef('payroll_draft_lines.draft_id', '=', 'payroll_drafts.id')
        .where('payroll_draft_lines.excluded', '=', 0)
        .as('included'),
    )
    .where('payroll_drafts.id', '=', id)
    .where('payroll_drafts.company_id', '=', companyId)
    .executeTakeFirst();

/** The open regular draft of a period, if one was started. */
export const findOpenDraftOfPeriod = (db: Db, payGroupId: string, periodEnd: string) =>
  db
    .selectFrom('payroll_drafts')
    .select(['id'])
    .where('pay_group_id', '=', payGroupId)
    .where('period_end', '=', periodEnd)
    .where('type', '=', 'regular')
    .where('payroll_id', 'is', null)
    .where('status', '=', 'open')
    .executeTakeFirst();

/** Moves an open draft to its next version (with its changes); false when stale or closed. */
export async function advanceDraft(
  db: Db,
  id: string,
  version: number,
  changes: { pay_date?: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payroll_drafts')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an open draft as committed into a payroll. The first commit takes the row (PostgreSQL
 * locks it until the transaction ends); a concurrent one then finds it closed and writes nothing.
 */
export async function closeDraft(
  db: Db,
  id: string,
  status: 'committed' | 'deleted',
  payrollId: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payroll_drafts')
    .set({ status, committed_payroll_id: payrollId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The open drafts of a pay group, by period end (the schedule shows them). */
export const openDraftsOfGroup = (db: Db, payGroupId: string) =>
  db
    .selectFrom('payroll_drafts')
    .select(['id', 'period_end', 'payroll_id'])
    .where('pay_group_id', '=', payGroupId)
    .where('type', '=', 'regular')
    .where('status', '=', 'open')
    .execute();
