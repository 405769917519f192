import type { Kysely } from 'kysely';

// Contractor payment runs: a pay date and one line per contractor, approved when created. Each
// line keeps its figures (amount, reimbursement, backup withholding, net) and the contractor's
// name, method and deposit account as they were at approval, so a later change of the record
// never rewrites what was paid. A run is in at most one ACH file (the primary key of
// ach_file_contractor_payments, as ach_file_payrolls for payrolls); an ACH entry names the line
// it pays with a foreign key, so a return fails that line and a line a file paid cannot vanish.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contractor_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ach_file_id', 'text', (c) => c.references('ach_files.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reimbursement_cents', 'bigint', (c) => c.notNull())
    .addColumn('backup_withholding_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('voided_by_user_id', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('contractor_payments_company_idx')
    .on('contractor_payments')
    .columns(['company_id', 'pay_date', 'id'])
    .execute();

  await db.schema
    .createTable('contractor_payment_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contractor_payment_id', 'text', (c) =>
      c.notNull().references('contractor_payments.id'),
    )
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('contractor_id', 'text', (c) => c.notNull().references('contractors.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('contractor_name', 'text', (c) => c.notNull())
    .addColumn('contractor_type', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reimbursement_cents', 'bigint', (c) => c.notNull())
    .addColumn('backup_withholding_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('bank_account_id', 'text', (c) => c.references('bank_accounts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_code', 'text')
    .addColumn('ach_file_id', 'text', (c) => c.references('ach_files.id'))
    .execute();
  await db.schema
    .createIndex('contractor_payment_items_run_idx')
    .on('contractor_payment_items')
    .columns(['contractor_payment_id', 'position'])
    .execute();
  await db.schema
    .createIndex('contractor_payment_items_contractor_idx')
    .on('contractor_payment_items')
    .columns(['contractor_id', 'status'])
    .execute();

  await db.schema
    .createTable('ach_file_contractor_payments')
    .addColumn('contractor_payment_id', 'text', (c) =>
      c.primaryKey().references('contractor_payments.id'),
    )
    .addColumn('ach_file_id', 'text', (c) => c.notNull().references('ach_files.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .execute();
  await db.schema
    .createIndex('ach_file_contractor_payments_file_idx')
    .on('ach_file_contractor_payments')
    .columns(['ach_file_id', 'company_id'])
    .execute();

  // Null for a payroll's deposit and for a balancing debit. SQLite adds a column with a foreign
  // key in place when its default is null, so the table is not rebuilt.
  await db.schema
    .alterTable('ach_entries')
    .addColumn('contractor_payment_item_id', 'text', (c) =>
      c.references('contractor_payment_items.id'),
    )
    .execute();
  await db.schema
    .createIndex('ach_entries_contractor_item_idx')
    .on('ach_entries')
    .columns(['contractor_payment_item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ach_entries_contractor_item_idx').execute();
  await db.schema.alterTable('ach_entries').dropColumn('contractor_payment_item_id').execute();
  await db.schema.dropTable('ach_file_contractor_payments').execute();
  await db.schema.dropTable('contractor_payment_items').execute();
  await db.schema.dropTable('contractor_payments').execute();
}
