import type { Kysely } from 'kysely';

// A voided payment keeps the moment it was voided (the stub shows it); an employee's stubs are
// listed newest first by pay date, then id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pay_stubs').addColumn('voided_at', 'text').execute();
  await db.schema
    .createIndex('pay_stubs_employee_list_idx')
    .on('pay_stubs')
    .columns(['employee_id', 'pay_date', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pay_stubs_employee_list_idx').execute();
  await db.schema.alterTable('pay_stubs').dropColumn('voided_at').execute();
}
