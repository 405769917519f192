import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import {
  AuthHeading,
  AuthLink,
  FormFailure,
  newPasswordFormSchema,
  PasswordField,
  showServerFieldErrors,
} from '@web/features/auth';
import { problemFieldErrors } from '@web/shared/forms/problem';
import { CONTRACTOR_DASHBOARD_PATH } from '../../model/paths';
import { useAcceptContractorInvitation } from '../api/accept-invitation';
import { isInvitationRefused } from '../invitation';

type PasswordForm = z.input<typeof newPasswordFormSchema>;
type PasswordValues = z.output<typeof newPasswordFormSchema>;

function LinkRefused() {
  return (
    <Alert severity="warning" role="alert" data-testid="invitation-invalid">
      <AlertTitle>
        <FormattedMessage id="contractors.accept.invalidTitle" />
      </AlertTitle>
      <FormattedMessage id="contractors.accept.invalidHint" />
    </Alert>
  );
}

/**
 * /accept-contractor-invitation?token=…: the invited contractor chooses a password; the answer is
 * a session, so they arrive signed in on their dashboard. A used, expired or unknown link says so.
 */
export function AcceptContractorInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<PasswordForm, unknown, PasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const accept = useAcceptContractorInvitation();
  const refused = !token || isInvitationRefused(accept.error);

  const handleAccept = ({ newPassword }: PasswordValues) =>
    accept.mutate(
      { token, newPassword },
      {
        onSuccess: () => void navigate(CONTRACTOR_DASHBOARD_PATH, { replace: true }),
        onError: (error) => showServerFieldErrors(error, ['newPassword'], setError),
      },
    );

  return (
    <>
      <AuthHeading titleId="contractors.accept.title" subtitleId="contractors.accept.subtitle" />
      {refused ? (
        <LinkRefused />
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(handleAccept)}>
          {/* A refused password is told next to its field; anything else above the form. */}
          {accept.error !== null && problemFieldErrors(accept.error).length === 0 && (
            <FormFailure error={accept.error} fallbackId="contractors.accept.failed" />
          )}
          <PasswordField
            control={control}
            name="newPassword"
            labelId="auth.field.newPassword"
            autoComplete="new-password"
            autoFocus
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            labelId="auth.field.confirmPassword"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
            <FormattedMessage id="contractors.accept.submit" />
          </Button>
        </Stack>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to="/login" messageId="auth.link.backToSignIn" />
      </Box>
    </>
  );
}
