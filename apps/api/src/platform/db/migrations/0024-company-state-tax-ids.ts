import type { Kysely } from 'kysely';

// The employer's state ID numbers (each state's withholding account number for the company),
// which W-2 box 15 and W-3 box 15 print beside the state. One per company and state; the
// owner enters them on the year-end page. Not a secret: every W-2 of the state shows it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_state_tax_ids')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_state_tax_ids_pk', ['company_id', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_state_tax_ids').execute();
}
