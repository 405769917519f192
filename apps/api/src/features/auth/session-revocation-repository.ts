import type { Db } from '@paydesk/api/platform/db/database';
import { notifyProcesses } from '@paydesk/api/platform/db/notifications';
import { openSessions } from './open-sessions';
import { SESSION_CLOSURES_CHANNEL } from './session-closures';

/** Revokes every session of a user, except the sign-in named by `keepFamilyId`. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: string,
  keepFamilyId?: string | null,
): Promise<void> {
  // Every open sign-in of the user is forgotten, the kept one too: it is simply read again.
  openSessions.closeUser(userId);
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
  // The other API processes forget them when this commits (the statement's own, or the caller's).
  await notifyProcesses(db, SESSION_CLOSURES_CHANNEL, JSON.stringify({ user: userId }));
}
