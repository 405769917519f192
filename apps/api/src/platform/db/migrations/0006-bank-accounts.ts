import type { Kysely } from 'kysely';

// Bank accounts: a company's funding account (employee_id null) and employees' deposit accounts.
// The number is stored only sealed (AES-256-GCM) with its last four beside it for answers. Rows are
// never deleted: a replaced funding account becomes `inactive`, a deleted account `removed`, so the
// audit trail can always name the account a payment went to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.references('employees.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull())
    .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
    .addColumn('account_number_last4', 'text', (c) => c.notNull())
    .addColumn('split_kind', 'text')
    .addColumn('split_amount_cents', 'bigint')
    .addColumn('split_basis_points', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('usable_from', 'text', (c) => c.notNull())
    .addColumn('added_by_self', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .addColumn('removed_by_user_id', 'text')
    .execute();
  await db.schema
    .createIndex('bank_accounts_holder_idx')
    .on('bank_accounts')
    .columns(['company_id', 'employee_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bank_accounts_employee_idx')
    .on('bank_accounts')
    .columns(['employee_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_accounts').execute();
}
