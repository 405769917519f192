import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Failed sign-ins, counted per account and per client address over a sliding window; in the
  // database so that several API processes share them.
  await db.schema
    .createTable('failed_sign_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('failed_sign_ins_account_idx')
    .on('failed_sign_ins')
    .columns(['account', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('failed_sign_ins_ip_idx')
    .on('failed_sign_ins')
    .columns(['ip_address', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('failed_sign_ins').execute();
}
