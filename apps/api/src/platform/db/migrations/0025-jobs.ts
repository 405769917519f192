import type { Kysely } from 'kysely';

// Long work as jobs with progress, read from one table on both databases whatever runs them
// (pg-boss on PostgreSQL, the in-process runner on SQLite). The unique key makes a repeated
// request with the same Idempotency-Key the same job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('request_key', 'text')
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('heartbeat_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('jobs_request_key_uq')
    .on('jobs')
    .columns(['requested_by', 'kind', 'request_key'])
    .unique()
    .execute();
  await db.schema.createIndex('jobs_status_ix').on('jobs').columns(['status']).execute();
  await db.schema
    .createTable('job_files')
    .addColumn('job_id', 'text', (c) => c.primaryKey().references('jobs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_files').execute();
  await db.schema.dropTable('jobs').execute();
}
