import type { Employee } from '@paydesk/contracts';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@web/shared/i18n/use-formatters';
import { useNotify } from '@web/shared/notify/notify';
import { Ltr } from '@web/shared/ui/ltr';
import { PageHeader } from '@web/shared/ui/page-header';
import { useResendInvitation } from '../../api/resend-invitation';
import { EmployeeStatusChip } from '../employee-status-chip';

type Props = { companyId: string; employee: Employee; onTerminate: () => void };

/**
 * Name, status, email, invitation; resending the invitation and terminating. A terminated
 * employee's invitation is withdrawn and concerns no one any more, so it is not shown.
 */
export function ProfileHeader({ companyId, employee, onTerminate }: Props) {
  const format = useFormatters();
  const notify = useNotify();
  const resend = useResendInvitation(companyId, employee.id);
  const terminated = employee.status === 'terminated';
  const invitation = employee.invitation;
  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        notify.success({ id: 'employees.invitation.resent', values: { email: employee.email } }),
      onError: (error) => notify.failure(error, 'employees.invitation.resendFailed'),
    });
  return (
    <PageHeader
      title={`${employee.firstName} ${employee.lastName}`}
      subtitle={
        <Stack
          component="span"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <EmployeeStatusChip status={employee.status} />
          <Typography component="span" variant="body2" color="text.secondary">
            <Ltr>{employee.email}</Ltr>
          </Typography>
          {!terminated && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              dir="auto"
              data-testid="invitation-status"
            >
              <FormattedMessage
                id={`employees.invitation.${invitation.status}`}
                values={{
                  date: invitation.expiresAt ? format.date(invitation.expiresAt.slice(0, 10)) : '',
                }}
              />
            </Typography>
          )}
        </Stack>
      }
      actions={
        !terminated && (
          <>
            {invitation.status !== 'accepted' && (
              <Button
                variant="outlined"
                startIcon={<MailOutlineIcon />}
                onClick={handleResend}
                disabled={resend.isPending}
              >
                <FormattedMessage
                  id={
                    invitation.status === 'none'
                      ? 'employees.invitation.send'
                      : 'employees.invitation.resend'
                  }
                />
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              startIcon={<PersonOffIcon />}
              onClick={onTerminate}
            >
              <FormattedMessage id="employees.terminate.open" />
            </Button>
          </>
        )
      }
    />
  );
}
