import type { Kysely } from 'kysely';

// Messages sent through the public contact form; platform administrators read them newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_received_idx')
    .on('contact_messages')
    .columns(['received_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
