import type { Db } from '@paydesk/api/platform/db/database';

export type NewInvitation = {
  id: string;
  employeeId: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  now: string;
};

export async function insertInvitation(db: Db, invitation: NewInvitation): Promise<void> {
  await db
    .insertInto('employee_invitations')
    .values({
      id: invitation.id,
      employee_id: invitation.employeeId,
      user_id: invitation.userId,
      token_hash: invitation.tokenHash,
      expires_at: invitation.expiresAt,
      used_at: null,
      created_at: invitation.now,
    })
    .execute();
}

/** The newest invitation of each employee. */
export async function latestInvitations(db: Db, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, LatestInvitation>();
  const rows = await db
    .selectFrom('employee_invitations')
    .select(['employee_id', 'expires_at', 'used_at', 'created_at'])
    .where('employee_id', 'in', employeeIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.employee_id, row]));
}
export type LatestInvitation = {
  employee_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

/** The invitation of a link, with its employee's status (a terminated employee's link is void). */
export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('employee_invitations')
    .innerJoin('employees', 'employees.id', 'employee_invitations.employee_id')
    .select([
      'employee_invitations.id',
      'employee_invitations.employee_id',
      'employee_invitations.user_id',
      'employee_invitations.expires_at',
      'employee_invitations.used_at',
      'employees.status as employee_status',
    ])
    .where('employee_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Uses an invitation once: false when it was used (or withdrawn) in the meantime. */
export async function markInvitationUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('employee_invitations')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws the employee's unused invitations (a resent one replaces them). */
export async function withdrawInvitations(db: Db, employeeId: string, now: string): Promise<void> {
  await db
    .updateTable('employee_invitations')
    .set({ used_at: now, expires_at: now })
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
}

/** Whether the employee ever accepted an invitation (set their password through it). */
export async function hasAcceptedInvitation(db: Db, employeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employee_invitations')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is not', null)
    .whereRef('used_at', '<', 'expires_at')
    .executeTakeFirst();
  return row !== undefined;
}
