import type { Db } from '@paydesk/api/platform/db/database';

/** Revokes every session of a user, except the sign-in named by `keepFamilyId`. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: string,
  keepFamilyId?: string | null,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}
