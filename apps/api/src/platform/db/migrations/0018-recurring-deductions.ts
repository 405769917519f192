import type { Kysely } from 'kysely';

// An employee's recurring deductions and the court and agency orders against their pay. Neither
// is ever deleted: ending one sets its end date, so the stubs that named it keep their meaning.
// A deduction's figures: fixed cents or a percentage of gross in basis points (one is NULL), its
// own annual limit, the HSA coverage, and the employer's part (fixed cents, basis points of gross,
// or a match formula as JSON tiers). An order's payee address is JSON, as the API answers it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The employer's contributions of a line, a stub and a payroll: part of the cash requirement.
  for (const table of ['payroll_draft_lines', 'payrolls', 'pay_stubs']) {
    await db.schema
      .alterTable(table)
      .addColumn('employer_contributions_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('employee_deductions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('percentage_basis_points', 'integer')
    .addColumn('annual_limit_cents', 'integer')
    .addColumn('hsa_coverage', 'text')
    .addColumn('employer_amount_cents', 'integer')
    .addColumn('employer_basis_points', 'integer')
    .addColumn('employer_match', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('employee_deductions_employee_idx')
    .on('employee_deductions')
    .columns(['employee_id', 'start_date'])
    .execute();
  await db.schema
    .createTable('employee_garnishments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('case_number', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer')
    .addColumn('percentage_basis_points', 'integer')
    .addColumn('supports_other_family', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('arrears_over_12_weeks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_owed_cents', 'integer')
    .addColumn('exempt_amount_cents', 'integer')
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('payee_address', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('employee_garnishments_employee_idx')
    .on('employee_garnishments')
    .columns(['employee_id', 'start_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_garnishments').execute();
  await db.schema.dropTable('employee_deductions').execute();
  for (const table of ['payroll_draft_lines', 'payrolls', 'pay_stubs']) {
    await db.schema.alterTable(table).dropColumn('employer_contributions_cents').execute();
  }
}
