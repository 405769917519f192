import {
  CONTRACTOR_INVITATION_PAGE,
  roles,
  type ContractorInvitation,
  type ReaderLanguage,
  type TokenPair,
} from '@paydesk/contracts';
import { accountsService, assertAcceptablePassword } from '@paydesk/api/features/auth';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { hashToken, randomToken } from '@paydesk/api/platform/crypto';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import { contractorInvitationState } from './contractor-answer';
import { contractorInvitationMail } from './contractor-invitation-mail';
import { findCompanyName, setContractorUser } from './contractor-repository';
import type { ContractorsService } from './contractors-service';
import {
  findContractorInvitationByTokenHash,
  insertContractorInvitation,
  latestContractorInvitations,
  markContractorInvitationUsed,
  withdrawContractorInvitations,
} from './invitation-repository';

export const CONTRACTOR_INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

const invalid = () =>
  new AppError(
    'contractor.invitation_invalid',
    'This invitation link is invalid, already used or expired. Ask the company paying you to send a new one.',
    { path: 'token', fieldMessage: 'is invalid, used or expired' },
  );

/**
 * Contractors' sign-ins: the owner sends a single-use set-password link (valid 7 days, the
 * employees' invitation shape); the first one creates the sign-in, role `myself:contractor-info`,
 * linked to the contractor's record. Mails go out once the transaction has committed, in the
 * language of the owner's request (the contractor's own is not known before they sign in).
 */
export function createContractorInvitationsService(
  context: AppContext,
  records: ContractorsService,
) {
  const { db } = context.database;

  return {
    async invite(
      access: Access,
      id: string,
      namedCompanyId: string | null,
      language: ReaderLanguage,
    ): Promise<ContractorInvitation> {
      const now = context.clock.now();
      const at = now.toISOString();
      // Nobody knows this password: the contractor chooses theirs through the link.
      const unusableHash = await accountsService.hashPassword(randomToken());
      let mail: Mail | undefined;
      await records.mustFind(access, id, namedCompanyId);
      await db.transaction().execute(async (trx) => {
        const row = await records.reread(trx, id);
        if (row.status === 'inactive') {
          throw conflict('contractor.inactive', 'The contractor is inactive: activate them first.');
        }
        let userId = row.user_id;
        if (userId === null) {
          if (await accountsService.isEmailRegistered(trx, row.email)) {
            throw conflict(
              'contractor.email_taken',
              'This email already signs in to Paydesk: give the contractor an email of their own to invite them.',
            );
          }
          userId = await accountsService.create(
            trx,
            {
              email: row.email,
              passwordHash: unusableHash,
              firstName: row.first_name ?? row.display_name,
              lastName: row.last_name ?? '',
              roles: [roles.contractor],
            },
            at,
          );
          await accountsService.linkToContractor(trx, userId, {
            contractorId: row.id,
            companyId: row.company_id,
          });
          await setContractorUser(trx, row.id, userId);
        } else {
          const latest = (await latestContractorInvitations(trx, [row.id])).get(row.id);
          if (contractorInvitationState(latest, at).status === 'accepted') {
            throw conflict(
              'resource.conflict',
              'The contractor already chose a password: they can reset it from the sign-in page.',
            );
          }
        }
        const token = randomToken();
        await withdrawContractorInvitations(trx, row.id, at);
        await insertContractorInvitation(trx, {
          id: newId(),
          contractorId: row.id,
          userId,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + CONTRACTOR_INVITATION_TTL_MS).toISOString(),
          now: at,
        });
        await writeAuditEvent(trx, at, {
          actorUserId: access.caller.userId,
          action: 'contractor.invitation-sent',
          entityType: 'contractor',
          entityId: row.id,
          companyId: row.company_id,
        });
        const link = `${context.config.publicUrl}${CONTRACTOR_INVITATION_PAGE}?token=${encodeURIComponent(token)}`;
        mail = contractorInvitationMail(row.email, language, {
          name: row.first_name ?? row.display_name,
          companyName: (await findCompanyName(trx, row.company_id)) ?? null,
          link,
          days: CONTRACTOR_INVITATION_TTL_MS / (24 * 60 * 60_000),
        });
      });
      if (mail) await context.mailer.send(mail);
      const latest = (await latestContractorInvitations(db, [id])).get(id);
      return contractorInvitationState(latest, at);
    },

    /** Sets the invited contractor's password and signs them in. */
    async accept(token: string, newPassword: string): Promise<TokenPair> {
      const now = context.clock.now().toISOString();
      const row = await findContractorInvitationByTokenHash(db, hashToken(token));
      const isUsable =
        row && row.used_at === null && row.expires_at > now && row.contractor_status !== 'inactive';
      if (!row || !isUsable) throw invalid();
      assertAcceptablePassword(newPassword, 'newPassword');
      const hash = await accountsService.hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await markContractorInvitationUsed(trx, row.id, now))) throw invalid();
        await accountsService.setPasswordHash(trx, row.user_id, hash, now);
        await writeAuditEvent(trx, now, {
          actorUserId: row.user_id,
          action: 'contractor.invitation-accepted',
          entityType: 'contractor',
          entityId: row.contractor_id,
          companyId: row.company_id,
        });
      });
      return accountsService.signInAs(context, db, row.user_id);
    },
  };
}

export type ContractorInvitationsService = ReturnType<typeof createContractorInvitationsService>;
