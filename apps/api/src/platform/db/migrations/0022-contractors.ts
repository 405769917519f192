import type { Kysely } from 'kysely';

// Contractors: people and businesses a company pays on a 1099-NEC. The TIN is stored only
// sealed (AES-256-GCM, random IV) with its last four beside it for answers, and a keyed digest
// (HMAC) so a duplicate inside one company is found by an index, never by decrypting. Backup
// withholding is kept as answered (`backup_withholding`, `backup_withholding_reason`) beside the
// owner's own flag (`irs_notice`), which outlives a TIN given later. A contractor signs in through
// `users.contractor_id`, invited by single-use links shaped like the employees' ones, and may
// hold deposit accounts (`bank_accounts.contractor_id`, never with an employee id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contractors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('business_name', 'text')
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('tin_type', 'text')
    .addColumn('tin_encrypted', 'text')
    .addColumn('tin_last4', 'text')
    .addColumn('tin_digest', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('irs_notice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backup_withholding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('backup_withholding_reason', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One TIN per company; NULLs (not given yet) never collide.
  await db.schema
    .createIndex('contractors_company_tin_idx')
    .on('contractors')
    .columns(['company_id', 'tin_digest'])
    .unique()
    .execute();
  await db.schema
    .createIndex('contractors_company_name_idx')
    .on('contractors')
    .columns(['company_id', 'display_name', 'id'])
    .execute();

  await db.schema
    .createTable('contractor_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contractor_id', 'text', (c) => c.notNull().references('contractors.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contractor_invitations_contractor_idx')
    .on('contractor_invitations')
    .columns(['contractor_id', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('contractor_id', 'text').execute();
  await db.schema
    .alterTable('bank_accounts')
    .addColumn('contractor_id', 'text', (c) => c.references('contractors.id'))
    .execute();
  await db.schema
    .createIndex('bank_accounts_contractor_idx')
    .on('bank_accounts')
    .columns(['contractor_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bank_accounts_contractor_idx').execute();
  await db.schema.alterTable('bank_accounts').dropColumn('contractor_id').execute();
  await db.schema.alterTable('users').dropColumn('contractor_id').execute();
  await db.schema.dropTable('contractor_invitations').execute();
  await db.schema.dropTable('contractors').execute();
}
