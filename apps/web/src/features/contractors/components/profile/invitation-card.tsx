import SendIcon from '@mui/icons-material/Send';
import type { Contractor } from '@paydesk/contracts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureText } from '@web/shared/forms/problem';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify';
import { Ltr } from '@web/shared/ui/ltr';
import { SectionCard } from '@web/shared/ui/section-card';
import { useInviteContractor } from '../../api/invite-contractor';

type Props = { companyId: string; contractor: Contractor };

/**
 * Self-service: whether the contractor was invited, and a button that mails a set-password link
 * (a new one replaces the last). Once accepted, they sign in with their email.
 */
export function InvitationCard({ companyId, contractor }: Props) {
  const intl = useIntl();
  const format = useFormatters();
  const notify = useNotify();
  const invite = useInviteContractor(companyId, contractor.id);
  const { invitation } = contractor;
  const send = () =>
    invite.mutate(undefined, {
      onSuccess: () =>
        notify.success({ id: 'contractors.invite.sent', values: { email: contractor.email } }),
    });
  return (
    <SectionCard titleId="contractors.invite.title" testId="contractor-invitation">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography data-testid="invitation-status">
          <FormattedMessage
            id={`contractors.invite.status.${invitation.status}`}
            values={{
              sent: <Ltr>{invitation.sentAt ? format.dateTime(invitation.sentAt) : ''}</Ltr>,
              expires: (
                <Ltr>{invitation.expiresAt ? format.dateTime(invitation.expiresAt) : ''}</Ltr>
              ),
            }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="contractors.invite.hint" />
        </Typography>
        {invite.isError && (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {failureText(invite.error, intl.formatMessage({ id: 'contractors.invite.error' }))}
          </Alert>
        )}
        {invitation.status !== 'accepted' && (
          <Button
            variant="outlined"
            disabled={invite.isPending || contractor.status === 'inactive'}
            startIcon={
              invite.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />
            }
            onClick={send}
          >
            <FormattedMessage
              id={
                invitation.status === 'none'
                  ? 'contractors.invite.send'
                  : 'contractors.invite.resend'
              }
            />
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
