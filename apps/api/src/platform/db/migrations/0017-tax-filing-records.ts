import type { Kysely } from 'kysely';

// What the owner tells Paydesk about the tax returns and deposits, which the stubs cannot say:
// the day a return was filed, and the reminder mail already sent for a deposit (so the job that
// sends them, running hourly and at every start, sends each one once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_filing_records')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // '' for a federal return: a primary key column cannot be null.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('filed_on', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_filing_records_pk', ['company_id', 'form', 'period', 'state'])
    .execute();
  await db.schema
    .createTable('tax_deposit_reminders')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('deposit_id', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_deposit_reminders_pk', ['company_id', 'deposit_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_deposit_reminders').execute();
  await db.schema.dropTable('tax_filing_records').execute();
}
