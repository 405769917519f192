import type { Employee, ReaderLanguage } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { conflict } from '@paydesk/api/platform/errors/app-error';
import type { Mail } from '@paydesk/api/platform/mail/mailer';
import type { EmployeeAssessment } from './employee-assessment';
import { auditEmployee } from './employee-section-writer';
import { latestInvitations } from './invitation-repository';
import { invitationState, type InvitationsService } from './invitations-service';

/** The employer sends an employee a new invitation link. */
export function createInvitationResendService(
  context: AppContext,
  invitations: InvitationsService,
  records: EmployeeAssessment,
) {
  const { db } = context.database;

  return {
    /** A new invitation link for an employee who has not chosen a password yet. */
    async resendInvitation(
      access: Access,
      companyId: string,
      id: string,
      language: ReaderLanguage,
    ): Promise<Employee> {
      const now = context.clock.now();
      let mail: Mail | undefined;
      await db.transaction().execute(async (trx) => {
        const row = await records.mustFind(trx, companyId, id);
        if (row.status === 'terminated') {
          throw conflict(
            'employee.already_terminated',
            'The employee is terminated: a terminated employee is not invited to sign in.',
          );
        }
        if (!row.user_id) {
          throw conflict('employee.no_sign_in', 'This employee has no Paydesk sign-in to invite.');
        }
        const latest = (await latestInvitations(trx, [id])).get(id);
        if (invitationState(latest, now.toISOString()).status === 'accepted') {
          throw conflict(
            'employee.no_sign_in',
            'The employee already chose a password: they can reset it from the sign-in page.',
          );
        }
        mail = await invitations.issue(
          trx,
          {
            employeeId: id,
            userId: row.user_id,
            email: row.email,
            firstName: row.first_name,
            companyName: row.company_name,
          },
          now,
          language,
        );
        await auditEmployee(trx, access, 'employee.invitation-sent', row, {}, now.toISOString());
      });
      if (mail) await context.mailer.send(mail);
      return records.answer(id);
    },
  };
}
