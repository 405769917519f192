import { AcceptInvitationForm, type AcceptInvitationMessages } from '@web/features/auth';
import { useAcceptInvitation } from '../self-service/api/accept-invitation';
import { isInvitationRefused } from '../self-service/model/invitation';

const messages: AcceptInvitationMessages = {
  title: 'employees.invitation.accept.title',
  subtitle: 'employees.invitation.accept.subtitle',
  invalidTitle: 'employees.invitation.accept.invalidTitle',
  invalidHint: 'employees.invitation.accept.invalidHint',
  failed: 'employees.invitation.accept.failed',
  submit: 'employees.invitation.accept.submit',
};

/**
 * /accept-invitation?token=…: the invited employee chooses a password and arrives signed in on
 * their dashboard. A used, expired or unknown link says so.
 */
export function AcceptInvitationPage() {
  return (
    <AcceptInvitationForm
      accept={useAcceptInvitation()}
      isRefused={isInvitationRefused}
      destination="/employee/dashboard"
      messages={messages}
    />
  );
}
