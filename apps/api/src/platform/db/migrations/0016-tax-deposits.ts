import type { Kysely } from 'kysely';

// Federal tax deposits. Their amounts and periods are computed from the pay stubs every time;
// what is kept is what the stubs cannot say: the deposit schedule each year began with (decided
// once from the lookback period, as the IRS decides it) and the payments the employer entered,
// keyed by the deposit's id, which names its agency, form and period.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_deposit_schedules')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_deposit_schedules_pk', ['company_id', 'year'])
    .execute();
  await db.schema
    .createTable('tax_deposit_payments')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('deposit_id', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('confirmation', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_deposit_payments_pk', ['company_id', 'deposit_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tax_deposit_payments').execute();
  await db.schema.dropTable('company_deposit_schedules').execute();
}
