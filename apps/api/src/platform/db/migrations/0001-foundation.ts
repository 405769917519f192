import type { Kysely } from 'kysely';

// One set of migrations for SQLite and PostgreSQL: only portable column types (text, integer,
// bigint) and constraints both dialects accept.

/** Sign-in accounts, their roles and tokens. */
async function createAccountTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('employee_id', 'text')
    .addColumn('company_id', 'text')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Companies and their addresses. */
async function createCompanyTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_registered_with_irs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_ein', 'text')
    .addColumn('federal_filing_form', 'text')
    .addColumn('business_entity_type', 'text')
    .addColumn('industry_type', 'text')
    .addColumn('suta_rate_basis_points', 'integer')
    .addColumn('onboarding_draft', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('companies_name_idx')
    .on('companies')
    .columns(['name', 'id'])
    .execute();

  await db.schema
    .createTable('company_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addUniqueConstraint('company_addresses_kind_uq', ['company_id', 'kind'])
    .execute();
}

/** Employees, and the companies they own part of. */
async function createEmployeeTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('employee_number', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('preferred_name', 'text')
    .addColumn('name_prefix', 'text')
    .addColumn('name_suffix', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('gender', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('ethnicity', 'text')
    .addColumn('veteran_status', 'text')
    .addColumn('disabilities', 'text')
    .addColumn('legal_id_type', 'text')
    .addColumn('legal_id_encrypted', 'text')
    .addColumn('legal_id_last4', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('employment_category', 'text')
    .addColumn('employment_authorization_status', 'text')
    .addColumn('job_title', 'text')
    .addColumn('department', 'text')
    .addColumn('supervisor_user_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hire_date', 'text')
    .addColumn('is_new_hire', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('office_address_id', 'text')
    .addColumn('is_remote_worker', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('occupation_group', 'text')
    .addColumn('work_state', 'text')
    .addColumn('pay_group_id', 'text')
    .addColumn('payment_frequency', 'text')
    .addColumn('payment_type', 'text')
    .addColumn('payment_rate_cents', 'bigint')
    .addColumn('w4_version', 'text')
    .addColumn('federal_filing_status', 'text')
    .addColumn('federal_multiple_jobs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_dependents_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_other_income_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_deductions_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_extra_withholding_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_allowances', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('federal_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state_filing_status', 'text')
    .addColumn('state_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state_certificate', 'text')
    .addColumn('employee_will_inform_bank_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_will_inform_federal_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_will_inform_i9_form', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_will_inform_state_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_will_inform_w9_form', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('termination_date', 'text')
    .addColumn('termination_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('employees_company_name_idx')
    .on('employees')
    .columns(['company_id', 'last_name', 'first_name', 'id'])
    .execute();
  await db.schema.createIndex('employees_user_idx').on('employees').column('user_id').execute();

  await db.schema
    .createTable('company_owners')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'text', (c) => c.notNull().references('employees.id'))
    .addColumn('ownership_basis_points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_owners_pk', ['company_id', 'employee_id'])
    .execute();
}

/** The audit trail. */
async function createAuditTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('company_id', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('audit_events_occurred_idx')
    .on('audit_events')
    .columns(['occurred_at', 'id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccountTables(db);
  await createCompanyTables(db);
  await createEmployeeTables(db);
  await createAuditTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_events',
    'company_owners',
    'employees',
    'company_addresses',
    'companies',
    'password_reset_tokens',
    'refresh_tokens',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
