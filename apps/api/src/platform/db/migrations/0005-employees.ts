import { sql, type Kysely } from 'kysely';

// Employees become records people edit: how they are paid, whether their onboarding steps are
// done, a keyed digest of the legal id (the ciphertext is randomised, so duplicates are found by
// digest), and single-use invitations to set a password.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('employees')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('direct_deposit'))
    .execute();
  await db.schema
    .alterTable('employees')
    .addColumn('onboarding_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('employees').addColumn('legal_id_digest', 'text').execute();
  await sql`update employees set onboarding_complete = 1 where status = 'active'`.execute(db);
  // One legal id per company; NULLs (not given yet) never collide.
  await db.schema
    .createIndex('employees_company_legal_id_idx')
    .on('employees')
    .columns(['company_id', 'legal_id_digest'])
    .unique()
    .execute();
  await db.schema
    .createIndex('employees_company_status_idx')
    .on('employees')
    .columns(['company_id', 'status'])
    .execute();

  await db.schema
    .createTable('employee_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('employee_invitations_employee_idx')
    .on('employee_invitations')
    .columns(['employee_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_invitations').execute();
  await db.schema.dropIndex('employees_company_status_idx').execute();
  await db.schema.dropIndex('employees_company_legal_id_idx').execute();
  await db.schema.alterTable('employees').dropColumn('legal_id_digest').execute();
  await db.schema.alterTable('employees').dropColumn('onboarding_complete').execute();
  await db.schema.alterTable('employees').dropColumn('payment_method').execute();
}
