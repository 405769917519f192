import type { OutboxMessage } from '@paydesk/contracts';
import type { Db } from '../db/database';

export async function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    createdAt: row.created_at,
  }));
}
