import type { Kysely } from 'kysely';

// Time off: the company's policies, the employees assigned to them, their requests, and the
// ledger of hours (starting balances, accruals and uses) from which every balance is added up.
// Hours are kept in hundredths of an hour (integers), as money is kept in cents. A committed
// payroll's entries name its stub; voiding the stub deletes them, and the stub keeps the
// balances it showed in `time_off_stub_balances`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('time_off_policies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('accrual_method', 'text', (c) => c.notNull())
    .addColumn('accrual_hundredths', 'integer', (c) => c.notNull())
    .addColumn('per_hundredths', 'integer')
    .addColumn('max_balance_hundredths', 'integer')
    .addColumn('carryover_hundredths', 'integer')
    .addColumn('waiting_days', 'integer', (c) => c.notNull())
    .addColumn('allow_negative', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_off_policies_company_idx')
    .on('time_off_policies')
    .columns(['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('time_off_assignments')
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('policy_id', 'text', (c) => c.notNull().references('time_off_policies.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('starting_hundredths', 'integer', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_off_assignments_pk', ['employee_id', 'policy_id'])
    .execute();

  await db.schema
    .createTable('time_off_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('policy_id', 'text', (c) => c.notNull().references('time_off_policies.id'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('hundredths', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    // The language the employee asked in (`en`, `fr`, `ro`, `zh`): the decision mail speaks it.
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 0 while pending, 1 once decided: the inbox lists pending requests first.
    .addColumn('status_rank', 'integer', (c) => c.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('payroll_id', 'text')
    .addColumn('pay_stub_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_off_requests_inbox_idx')
    .on('time_off_requests')
    .columns(['company_id', 'status_rank', 'start_date', 'id'])
    .execute();
  await db.schema
    .createIndex('time_off_requests_employee_idx')
    .on('time_off_requests')
    .columns(['employee_id', 'status'])
    .execute();

  await db.schema
    .createTable('time_off_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('policy_id', 'text', (c) => c.notNull().references('time_off_policies.id'))
    // `starting`, `accrual`, `grant` or `usage` (negative).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('hundredths', 'integer', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('payroll_id', 'text')
    .addColumn('pay_stub_id', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('time_off_entries_holder_idx')
    .on('time_off_entries')
    .columns(['employee_id', 'policy_id', 'effective_date'])
    .execute();
  await db.schema
    .createIndex('time_off_entries_stub_idx')
    .on('time_off_entries')
    .column('pay_stub_id')
    .execute();
  await db.schema
    .createIndex('time_off_entries_payroll_idx')
    .on('time_off_entries')
    .column('payroll_id')
    .execute();

  await db.schema
    .createTable('time_off_stub_balances')
    .addColumn('pay_stub_id', 'text', (c) => c.notNull())
    .addColumn('policy_id', 'text', (c) => c.notNull().references('time_off_policies.id'))
    .addColumn('payroll_id', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('used_hundredths', 'integer', (c) => c.notNull())
    .addColumn('accrued_hundredths', 'integer', (c) => c.notNull())
    .addColumn('balance_hundredths', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('time_off_stub_balances_pk', ['pay_stub_id', 'policy_id'])
    .execute();
  await db.schema
    .createIndex('time_off_stub_balances_payroll_idx')
    .on('time_off_stub_balances')
    .column('payroll_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_off_stub_balances').execute();
  await db.schema.dropTable('time_off_entries').execute();
  await db.schema.dropTable('time_off_requests').execute();
  await db.schema.dropTable('time_off_assignments').execute();
  await db.schema.dropTable('time_off_policies').execute();
}
