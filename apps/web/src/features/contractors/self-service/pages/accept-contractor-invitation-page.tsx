import { AcceptInvitationForm, type AcceptInvitationMessages } from '@web/features/auth';
import { CONTRACTOR_DASHBOARD_PATH } from '../../model/paths';
import { useAcceptContractorInvitation } from '../api/accept-invitation';
import { isInvitationRefused } from '../invitation';

const messages: AcceptInvitationMessages = {
  title: 'contractors.accept.title',
  subtitle: 'contractors.accept.subtitle',
  invalidTitle: 'contractors.accept.invalidTitle',
  invalidHint: 'contractors.accept.invalidHint',
  failed: 'contractors.accept.failed',
  submit: 'contractors.accept.submit',
};

/**
 * /accept-contractor-invitation?token=…: the invited contractor chooses a password and arrives
 * signed in on their dashboard. A used, expired or unknown link says so.
 */
export function AcceptContractorInvitationPage() {
  return (
    <AcceptInvitationForm
      accept={useAcceptContractorInvitation()}
      isRefused={isInvitationRefused}
      destination={CONTRACTOR_DASHBOARD_PATH}
      messages={messages}
    />
  );
}
