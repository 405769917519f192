import type { Kysely } from 'kysely';

// Each employee's W-2 boxes as they stood when the owner published the year. The W-2s are
// computed from the stubs every time, so a stub voided or corrected afterwards changes them: the
// boxes kept here are the "previously reported" side a Form W-2c needs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('w2_published_boxes')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('boxes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('w2_published_boxes_pk', ['company_id', 'year', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('w2_published_boxes').execute();
}
