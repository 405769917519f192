import type { Kysely } from 'kysely';

// The company's local tax jurisdictions that no agency publishes as a table: Pennsylvania's
// Act 32 earned income tax and local services tax by PSD code, and Ohio's municipal income taxes.
// One row per jurisdiction and kind; the columns a kind does not use stay NULL. Rates are kept as
// the percentage text the employer typed ("1.7"), which the engine reads exactly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_local_taxes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('resident_rate', 'text')
    .addColumn('nonresident_rate', 'text')
    .addColumn('annual_cents', 'integer')
    .addColumn('rate', 'text')
    .addColumn('credit_rate', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_local_taxes_code_idx')
    .on('company_local_taxes')
    .columns(['company_id', 'kind', 'code'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_local_taxes').execute();
}
