import type { Kysely } from 'kysely';

// The day the owner published a year's W-2s: from then on each employee reads their own in
// self-service. The W-2s themselves are computed from the stubs every time, so only the
// publication is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('w2_publications')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.references('users.id'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('w2_publications_pk', ['company_id', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('w2_publications').execute();
}
