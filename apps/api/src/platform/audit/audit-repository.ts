import type { AuditAction } from '@paydesk/contracts';
import type { Db } from '../db/database';
import { newId } from '../ids';

export type AuditEvent = {
  actorUserId: string | null;
  /** One of the contracts' `auditActions`, which the admin dashboard names in words. */
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  companyId?: string | null;
  ipAddress?: string | null;
  /** Never secret values: ids, field names and non-sensitive facts only. */
  details?: Record<string, unknown>;
};

const rowOf = (occurredAt: string, event: AuditEvent) => ({
  id: newId(),
  occurred_at: occurredAt,
  actor_user_id: event.actorUserId,
  action: event.action,
  entity_type: event.entityType,
  entity_id: event.entityId ?? null,
  company_id: event.companyId ?? null,
  ip_address: event.ipAddress ?? null,
  details: event.details ? JSON.stringify(event.details) : null,
});

/** Writes one audit event, inside the caller's transaction when it passes one. */
export async function writeAuditEvent(
  db: Db,
  occurredAt: string,
  event: AuditEvent,
): Promise<void> {
  await db.insertInto('audit_events').values(rowOf(occurredAt, event)).execute();
}

/**
 * Writes several events of one instant in one statement; the caller keeps them few enough for
 * the bound-parameter limits (9 values an event).
 */
export async function writeAuditEvents(
  db: Db,
  occurredAt: string,
  events: readonly AuditEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('audit_events')
    .values(events.map((event) => rowOf(occurredAt, event)))
    .execute();
}

/** The newest audit events, with the e-mail of whoever caused them. */
export async function listRecentAuditEvents(db: Db, limit: number) {
  const rows = await db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
    .select([
      'audit_events.id',
      'audit_events.occurred_at',
      'audit_events.action',
      'audit_events.entity_type',
      'audit_events.entity_id',
      'audit_events.company_id',
      'users.email',
    ])
    .orderBy('audit_events.occurred_at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    companyId: row.company_id,
    actorEmail: row.email,
  }));
}
