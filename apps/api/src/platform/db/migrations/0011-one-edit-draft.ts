import { sql, type Kysely } from 'kysely';

// An approved payroll has at most one open edit draft: two would let two people commit over each
// other. Older duplicates left by earlier versions are closed as deleted (the newest stays), then
// a partial unique index makes the rule hold under concurrent requests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE payroll_drafts SET status = 'deleted'
    WHERE status = 'open' AND payroll_id IS NOT NULL
      AND EXISTS (
        SELECT 1 FROM payroll_drafts newer
        WHERE newer.payroll_id = payroll_drafts.payroll_id
          AND newer.status = 'open'
          AND (newer.created_at > payroll_drafts.created_at
            OR (newer.created_at = payroll_drafts.created_at AND newer.id > payroll_drafts.id))
      )`.execute(db);
  await db.schema
    .createIndex('payroll_drafts_open_edit_idx')
    .on('payroll_drafts')
    .column('payroll_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payroll_drafts_open_edit_idx').execute();
}
