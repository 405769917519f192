import type { Kysely } from 'kysely';

// Payroll runs: drafts keep their computed lines (a page of a 10,000-employee draft is one query
// and a commit recomputes nothing), payrolls keep their totals, and a pay stub per employee keeps
// its lines and the wages the year-to-date caps add up. Money columns are bigint: a payroll's
// totals can pass the 32-bit integer of PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payroll_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('pay_group_id', 'text', (c) => c.notNull().references('pay_groups.id'))
    .addColumn('payroll_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('off_cycle_reason', 'text')
    .addColumn('withholding', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('committed_payroll_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payroll_drafts_group_period_idx')
    .on('payroll_drafts')
    .columns(['pay_group_id', 'period_end', 'status'])
    .execute();

  const money = ['gross', 'employee_taxes', 'employer_taxes', 'deductions', 'reimbursements'];
  let lines = db.schema
    .createTable('payroll_draft_lines')
    .addColumn('draft_id', 'text', (c) => c.notNull().references('payroll_drafts.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('excluded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ready', 'integer', (c) => c.notNull())
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('computed', 'text', (c) => c.notNull())
    .addColumn('readiness', 'text', (c) => c.notNull());
  for (const name of [...money, 'net_pay']) {
    lines = lines.addColumn(`${name}_cents`, 'bigint', (c) => c.notNull());
  }
  await lines
    .addPrimaryKeyConstraint('payroll_draft_lines_pk', ['draft_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('payroll_draft_lines_order_idx')
    .on('payroll_draft_lines')
    .columns(['draft_id', 'last_name', 'first_name', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('payroll_draft_lines_employee_idx')
    .on('payroll_draft_lines')
    .columns(['employee_id'])
    .execute();

  let payrolls = db.schema
    .createTable('payrolls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('pay_group_id', 'text', (c) => c.notNull().references('pay_groups.id'))
    .addColumn('draft_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('off_cycle_reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('ach_file_id', 'text')
    .addColumn('employees', 'integer', (c) => c.notNull());
  for (const name of [...money, 'net_pay', 'cash_requirement']) {
    payrolls = payrolls.addColumn(`${name}_cents`, 'bigint', (c) => c.notNull());
  }
  await payrolls
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payrolls_company_idx')
    .on('payrolls')
    .columns(['company_id', 'pay_date', 'id'])
    .execute();
  await db.schema
    .createIndex('payrolls_status_idx')
    .on('payrolls')
    .columns(['status', 'pay_date', 'id'])
    .execute();
  await db.schema
    .createIndex('payrolls_group_period_idx')
    .on('payrolls')
    .columns(['pay_group_id', 'period_end'])
    .execute();

  let stubs = db.schema
    .createTable('pay_stubs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payroll_id', 'text', (c) => c.notNull().references('payrolls.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('pay_group_id', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull());
  // The subject wages are what later paychecks of the year add up for their caps.
  for (const name of [
    ...money,
    'net_pay',
    'social_security_wages',
    'medicare_wages',
    'futa_wages',
    'suta_wages',
    'supplemental_wages',
  ]) {
    stubs = stubs.addColumn(`${name}_cents`, 'bigint', (c) => c.notNull());
  }
  await stubs
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('return_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pay_stubs_payroll_idx')
    .on('pay_stubs')
    .columns(['payroll_id', 'last_name', 'first_name', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('pay_stubs_employee_idx')
    .on('pay_stubs')
    .columns(['employee_id', 'pay_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pay_stubs').execute();
  await db.schema.dropTable('payrolls').execute();
  await db.schema.dropTable('payroll_draft_lines').execute();
  await db.schema.dropTable('payroll_drafts').execute();
}
