import type { ReaderLanguage, TokenPair } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import type { Db } from '@paydesk/api/platform/db/database';
import { hashToken, randomToken } from '@paydesk/api/platform/crypto';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { accountsService, assertAcceptablePassword } from '@paydesk/api/features/auth';
import type { InvitationState } from './employee-answer';
import { employeeInvitationMail } from './invitation-mail';
import {
  findInvitationByTokenHash,
  insertInvitation,
  markInvitationUsed,
  withdrawInvitations,
  type LatestInvitation,
} from './invitation-repository';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export type Invitee = {
  employeeId: string;
  userId: string;
  email: string;
  firstName: string;
  /** Null when the company has no name on file: the mail then says "your employer". */
  companyName: string | null;
};

/**
 * What an employee's newest invitation says now. A terminated employee's unused invitation is
 * withdrawn (termination withdraws it; one left by a termination before that reads so too).
 */
export function invitationState(
  latest: LatestInvitation | undefined,
  now: string,
  isTerminated = false,
): InvitationState {
  if (!latest) return { status: 'none', sentAt: null, expiresAt: null };
  const base = { sentAt: latest.created_at, expiresAt: latest.expires_at };
  if (latest.used_at !== null && latest.used_at < latest.expires_at) {
    return { status: 'accepted', ...base };
  }
  if (latest.used_at !== null || latest.expires_at <= now || isTerminated) {
    return { status: 'expired', ...base };
  }
  return { status: 'pending', ...base };
}

/** Single-use set-password links for employees, valid 7 days, mailed after the write commits. */
export function createInvitationsService(context: AppContext) {
  const { db } = context.database;
  const invalid = () =>
    new AppError(
      'employee.invitation_invalid',
      'This invitation link is invalid, already used or expired. Ask your employer to send a new one.',
      { path: 'token', fieldMessage: 'is invalid, used or expired' },
    );

  return {
    /**
     * Writes a new invitation inside the caller's transaction (withdrawing older ones) and answers
     * the mail to send once that transaction has committed, in the language of the owner's request
     * (the invitee's own is not known before they sign in).
     */
    async issue(trx: Db, invitee: Invitee, now: Date, language: ReaderLanguage): Promise<Mail> {
      const token = randomToken();
      await withdrawInvitations(trx, invitee.employeeId, now.toISOString());
      await insertInvitation(trx, {
        id: newId(),
        employeeId: invitee.employeeId,
        userId: invitee.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
        now: now.toISOString(),
      });
      const link = `${context.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
      return employeeInvitationMail(invitee.email, language, {
        firstName: invitee.firstName,
        companyName: invitee.companyName,
        link,
        days: INVITATION_TTL_MS / (24 * 60 * 60_000),
      });
    },

    /** Sets the invited employee's password and signs them in. */
    async accept(token: string, newPassword: string): Promise<TokenPair> {
      const now = context.clock.now().toISOString();
      const row = await findInvitationByTokenHash(db, hashToken(token));
      const isUsable =
        row && row.used_at === null && row.expires_at > now && row.employee_status !== 'terminated';
      if (!row || !isUsable) throw invalid();
      assertAcceptablePassword(newPassword, 'newPassword');
      const hash = await accountsService.hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await markInvitationUsed(trx, row.id, now))) throw invalid();
        await accountsService.setPasswordHash(trx, row.user_id, hash, now);
        await writeAuditEvent(trx, now, {
          actorUserId: row.user_id,
          action: 'employee.invitation-accepted',
          entityType: 'employee',
          entityId: row.employee_id,
        });
      });
      return accountsService.signInAs(context, db, row.user_id);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
