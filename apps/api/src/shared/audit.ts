import type { Db } from '../db/database';
import { newId } from './ids';

export type AuditEvent = {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  companyId?: string | null;
  ipAddress?: string | null;
  /** Never secret values: ids, field names and non-sensitive facts only. */
  details?: Record<string, unknown>;
};

/** Writes one audit event, inside the caller's transaction when it passes one. */
export async function writeAuditEvent(
  db: Db,
  occurredAt: string,
  event: AuditEvent,
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: newId(),
      occurred_at: occurredAt,
      actor_user_id: event.actorUserId,
      action: event.action,
      entity_type: event.entityType,
      entity_id: event.entityId ?? null,
      company_id: event.companyId ?? null,
      ip_address: event.ipAddress ?? null,
      details: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}
