import type {
  ChangePasswordRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  ReaderLanguage,
} from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { hashToken, randomToken } from '@paydesk/api/platform/crypto';
import { newId } from '@paydesk/api/platform/ids';
import { assertAcceptablePassword } from './password-policy';
import { passwordResetMail } from './password-reset-mail';
import { hashPassword, verifyPassword } from '@paydesk/api/platform/security/passwords';
import { revokeUserSessions } from './session-revocation-repository';
import {
  findResetToken,
  findUserByEmail,
  findUserById,
  insertResetToken,
  markResetTokenUsed,
  updatePasswordHash,
} from './repository';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** Resetting a forgotten password by mail, and changing one's own. */
export function createPasswordService(context: AppContext) {
  const { db } = context.database;

  /**
   * Always succeeds from the caller's view, so nobody learns whether an email has an account. The
   * mail speaks the language the reset was asked in: whoever asks is the one who reads it.
   */
  async function requestPasswordReset(
    input: PasswordResetRequest,
    ip: string,
    language: ReaderLanguage,
  ): Promise<void> {
    const user = await findUserByEmail(db, input.email);
    if (!user || user.disabled) return;
    const now = context.clock.now();
    const token = randomToken();
    await insertResetToken(db, {
      id: newId(),
      userId: user.id,
      hash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      now: now.toISOString(),
    });
    const link = `${context.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await context.mailer.send(
      passwordResetMail(user.email, language, {
        firstName: user.first_name,
        link,
        minutes: RESET_TOKEN_TTL_MS / 60_000,
      }),
    );
    await writeAuditEvent(db, now.toISOString(), {
      actorUserId: user.id,
      action: 'auth.password-reset-requested',
      entityType: 'user',
      entityId: user.id,
      ipAddress: ip,
    });
  }

  async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
    const now = context.clock.now().toISOString();
    const invalid = new AppError(
      'auth.reset_token_invalid',
      'This reset link is invalid or has expired. Ask for a new one.',
      { path: 'token', fieldMessage: 'is invalid or has expired' },
    );
    const row = await findResetToken(db, hashToken(input.token));
    if (!row || row.used_at || row.expires_at <= now) throw invalid;
    assertAcceptablePassword(input.newPassword, 'newPassword');
    const hash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      if (!(await markResetTokenUsed(trx, row.id, now))) throw invalid;
      await updatePasswordHash(trx, row.user_id, hash, now);
      await revokeUserSessions(trx, row.user_id, now);
      await writeAuditEvent(trx, now, {
        actorUserId: row.user_id,
        action: 'auth.password-reset',
        entityType: 'user',
        entityId: row.user_id,
      });
    });
  }

  async function changePassword(access: Access, input: ChangePasswordRequest): Promise<void> {
    const { caller } = access;
    const user = await findUserById(db, caller.userId);
    if (!user) throw new AppError('auth.unauthenticated', 'Sign in to continue.');
    if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
      throw new AppError('auth.password_wrong', 'Your current password is not correct.', {
        path: 'oldPassword',
        fieldMessage: 'is not correct',
      });
    }
    if (input.newPassword !== input.confirmPassword) {
      throw new AppError(
        'auth.passwords_differ',
        'The new password and its confirmation do not match.',
        { path: 'confirmPassword', fieldMessage: 'does not match the new password' },
      );
    }
    assertAcceptablePassword(input.newPassword, 'newPassword');
    const hash = await hashPassword(input.newPassword);
    const now = context.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, user.id, hash, now);
      await revokeUserSessions(trx, user.id, now, caller.sessionId);
      await writeAuditEvent(trx, now, {
        actorUserId: user.id,
        action: 'auth.password-changed',
        entityType: 'user',
        entityId: user.id,
      });
    });
  }

  return { requestPasswordReset, confirmPasswordReset, changePassword };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
