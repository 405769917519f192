import type { Kysely } from 'kysely';

// ACH files: the NACHA text is stored only sealed (AES-256-GCM, like account numbers) and opened
// only to be downloaded. Each entry keeps its trace number, unique across every file, so that a
// bank's return names the payment it returns. A payroll is in at most one file (the primary key
// of ach_file_payrolls).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ach_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text')
    .addColumn('effective_entry_date', 'text', (c) => c.notNull())
    .addColumn('file_id_modifier', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('total_credit_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_debit_cents', 'bigint', (c) => c.notNull())
    .addColumn('content_encrypted', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ach_files_created_idx')
    .on('ach_files')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('ach_file_payrolls')
    .addColumn('payroll_id', 'text', (c) => c.primaryKey().references('payrolls.id'))
    .addColumn('ach_file_id', 'text', (c) => c.notNull().references('ach_files.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .execute();
  await db.schema
    .createIndex('ach_file_payrolls_file_idx')
    .on('ach_file_payrolls')
    .columns(['ach_file_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('ach_entries')
    .addColumn('trace_number', 'text', (c) => c.primaryKey())
    .addColumn('ach_file_id', 'text', (c) => c.notNull().references('ach_files.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_id', 'text')
    // Null for the balancing debit of the company's funding account.
    .addColumn('pay_stub_id', 'text')
    .addColumn('bank_account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ach_entries_file_idx')
    .on('ach_entries')
    .columns(['ach_file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ach_entries').execute();
  await db.schema.dropTable('ach_file_payrolls').execute();
  await db.schema.dropTable('ach_files').execute();
}
