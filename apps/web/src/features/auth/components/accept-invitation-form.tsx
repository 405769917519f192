import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { AcceptInvitationRequest } from '@paydesk/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { problemFieldErrors } from '@web/shared/forms/problem';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { FormFailure } from './form-failure';
import { PasswordField } from './password-field';
import { resetPasswordFormSchema } from './password-forms';
import { showServerFieldErrors } from './server-field-errors';

type PasswordForm = z.input<typeof resetPasswordFormSchema>;
type PasswordValues = z.output<typeof resetPasswordFormSchema>;

/** The texts of one kind of invitation (an employee's, a contractor's), by message id. */
export type AcceptInvitationMessages = {
  title: string;
  subtitle: string;
  invalidTitle: string;
  invalidHint: string;
  failed: string;
  submit: string;
};

type AcceptInvitationFormProps = {
  /** The mutation that accepts the link and signs the person in with the answered session. */
  accept: UseMutationResult<unknown, Error, AcceptInvitationRequest>;
  /** Whether a failure was the link's own (used, expired, unknown): no password can help then. */
  isRefused: (error: unknown) => boolean;
  /** Where the person lands once signed in. */
  destination: string;
  messages: AcceptInvitationMessages;
};

/**
 * `?token=…` of an invitation link: the invited person chooses a password; the answer is a
 * session, so they arrive signed in. A used, expired or unknown link says so instead of a form.
 */
export function AcceptInvitationForm({
  accept,
  isRefused,
  destination,
  messages,
}: AcceptInvitationFormProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<PasswordForm, unknown, PasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const refused = !token || isRefused(accept.error);

  const handleAccept = ({ newPassword }: PasswordValues) =>
    accept.mutate(
      { token, newPassword },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => showServerFieldErrors(error, ['newPassword'], setError),
      },
    );

  return (
    <>
      <AuthHeading titleId={messages.title} subtitleId={messages.subtitle} />
      {refused ? (
        <Alert severity="warning" role="alert" data-testid="invitation-invalid">
          <AlertTitle>
            <FormattedMessage id={messages.invalidTitle} />
          </AlertTitle>
          <FormattedMessage id={messages.invalidHint} />
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(handleAccept)}>
          {/* A refused password is told next to its field; anything else above the form. */}
          {accept.error !== null && problemFieldErrors(accept.error).length === 0 && (
            <FormFailure error={accept.error} fallbackId={messages.failed} />
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
            <FormattedMessage id={messages.submit} />
          </Button>
        </Stack>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to="/login" messageId="auth.link.backToSignIn" />
      </Box>
    </>
  );
}
