import type { Kysely } from 'kysely';

// Pay groups: a set of employees paid on one schedule. Pay periods are computed from the anchors
// (packages/engine calendar), never stored, so a holiday table fix changes every future period.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pay_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('first_period_end', 'text', (c) => c.notNull())
    .addColumn('first_pay_date', 'text', (c) => c.notNull())
    .addColumn('second_pay_day', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One name per company, compared without case: "Hourly staff" and "hourly staff" are one group.
  await db.schema
    .createIndex('pay_groups_company_name_idx')
    .on('pay_groups')
    .columns(['company_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('employees_pay_group_idx')
    .on('employees')
    .columns(['pay_group_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_pay_group_idx').execute();
  await db.schema.dropTable('pay_groups').execute();
}
