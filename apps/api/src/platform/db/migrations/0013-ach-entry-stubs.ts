import { PostgresAdapter, sql, type Kysely } from 'kysely';

// An ACH entry names the pay stub it pays, so that a bank's return fails that payment. Without a
// foreign key, an edit of a payroll racing its ACH file could delete the stubs the file had just
// paid, and the returns would then match nothing. With it, the database refuses such an edit.
// An entry whose stub is already gone (written before this migration) keeps its trace number,
// payroll and amount; only its broken link is cleared, since the key cannot point at nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update ach_entries set pay_stub_id = null
    where pay_stub_id is not null
      and not exists (select 1 from pay_stubs where pay_stubs.id = ach_entries.pay_stub_id)`.execute(
    db,
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ach_entries add constraint ach_entries_pay_stub_fk
      foreign key (pay_stub_id) references pay_stubs (id)`.execute(db);
  } else {
    await rebuildEntries(db, true);
  }
  await db.schema
    .createIndex('ach_entries_pay_stub_idx')
    .on('ach_entries')
    .columns(['pay_stub_id'])
    .execute();
}

/** SQLite adds or drops a foreign key only by building the table again. */
async function rebuildEntries(db: Kysely<unknown>, stubKey: boolean): Promise<void> {
  await db.schema
    .createTable('ach_entries_next')
    .addColumn('trace_number', 'text', (c) => c.primaryKey())
    .addColumn('ach_file_id', 'text', (c) => c.notNull().references('ach_files.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_id', 'text')
    // Null for the balancing debit of the company's funding account.
    .addColumn('pay_stub_id', 'text', (c) => (stubKey ? c.references('pay_stubs.id') : c))
    .addColumn('bank_account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into ach_entries_next select trace_number, ach_file_id, company_id,
    payroll_id, pay_stub_id, bank_account_id, kind, amount_cents from ach_entries`.execute(db);
  await db.schema.dropTable('ach_entries').execute();
  await sql`alter table ach_entries_next rename to ach_entries`.execute(db);
  await db.schema
    .createIndex('ach_entries_file_idx')
    .on('ach_entries')
    .columns(['ach_file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ach_entries_pay_stub_idx').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table ach_entries drop constraint ach_entries_pay_stub_fk`.execute(db);
  } else {
    await rebuildEntries(db, false);
  }
}
