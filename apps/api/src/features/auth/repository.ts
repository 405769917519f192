import type { Role } from '@paydesk/contracts';
import type { Db } from '@paydesk/api/platform/db/database';
import { notifyProcesses } from '@paydesk/api/platform/db/notifications';
import type { SessionRef } from '@paydesk/api/platform/security/open-sessions';
import { openSessions } from './open-sessions';
import { SESSION_CLOSURES_CHANNEL } from './session-closures';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  employee_id: string | null;
  contractor_id: string | null;
  company_id: string | null;
  disabled: number;
};

const userColumns = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'employee_id',
  'contractor_id',
  'company_id',
  'disabled',
] as const;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export async function findRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.role as Role).sort();
}

export async function insertUser(
  db: Db,
  user: Omit<UserRow, 'disabled' | 'contractor_id'> & { now: string },
  userRoles: Role[],
): Promise<void> {
  const { now, ...values } = user;
  await db
    .insertInto('users')
    .values({ ...values, email: values.email.toLowerCase(), created_at: now, updated_at: now })
    .execute();
  for (const role of userRoles) {
    await db.insertInto('user_roles').values({ user_id: user.id, role }).execute();
  }
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  hash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: hash, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export type RefreshTokenRow = {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

export async function insertRefreshToken(
  db: Db,
  token: {
    id: string;
    userId: string;
    familyId: string;
    hash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.hash,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

export async function findRefreshToken(db: Db, hash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'rotated_at', 'revoked_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a token rotated; false when another request rotated it first. */
export async function markRotated(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: string): Promise<void> {
  openSessions.closeSession(familyId);
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  // The other API processes forget it when this commits (the statement's own, or the caller's).
  await notifyProcesses(db, SESSION_CLOSURES_CHANNEL, JSON.stringify({ family: familyId }));
}

export async function insertResetToken(
  db: Db,
  token: { id: string; userId: string; hash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      token_hash: token.hash,
      expires_at: token.expiresAt,
      created_at: token.now,
    })
    .execute();
}

export async function findResetToken(db: Db, hash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Uses a reset token once; false when it was already used. */
export async function markResetTokenUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the user a role (idempotent). */
export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  const existing = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  if (!existing) await db.insertInto('user_roles').values({ user_id: userId, role }).execute();
}

export async function revokeRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .execute();
}

/** Points the user at their own employee record and company. */
/** Makes the sign-in a contractor's: their own record and the company paying them. */
export async function linkUserToContractor(
  db: Db,
  userId: string,
  link: { contractorId: string; companyId: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ contractor_id: link.contractorId, company_id: link.companyId })
    .where('id', '=', userId)
    .execute();
}

export async function linkUserToEmployee(
  db: Db,
  userId: string,
  link: { employeeId: string; companyId: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ employee_id: link.employeeId, company_id: link.companyId })
    .where('id', '=', userId)
    .execute();
}

/**
 * Whether the sign-in family still has a token that was not revoked. An open one is remembered
 * for a moment (`openSessions`); closing it in this process forgets it at once.
 */
export const isSessionOpen = (db: Db, session: SessionRef): Promise<boolean> =>
  openSessions.isOpen(session, () => isFamilyOpen(db, session.sessionId));

/** Whether the sign-in family still has a token that was not revoked, read from the database. */
export async function isFamilyOpen(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
