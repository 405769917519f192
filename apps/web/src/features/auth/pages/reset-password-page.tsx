import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { useNotify } from '@web/shared/notify';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { FormFailure } from '../components/form-failure';
import { showServerFieldErrors } from '../components/server-field-errors';
import { PasswordField } from '../components/password-field';
import { resetPasswordFormSchema } from '../components/password-forms';

type ResetForm = z.input<typeof resetPasswordFormSchema>;
type ResetValues = z.output<typeof resetPasswordFormSchema>;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<ResetForm, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const confirmReset = useConfirmPasswordReset();

  const handleReset = ({ newPassword }: ResetValues) =>
    confirmReset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          notify.success({ id: 'auth.reset.done' });
          void navigate('/login', { replace: true });
        },
        onError: (error) => showServerFieldErrors(error, ['newPassword'], setError),
      },
    );

  return (
    <>
      <AuthHeading titleId="auth.reset.title" subtitleId="auth.reset.subtitle" />
      {token ? (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(handleReset)}>
          <FormFailure error={confirmReset.error} fallbackId="auth.passwordReset.failed" />
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
          <Button type="submit" variant="contained" size="large" disabled={confirmReset.isPending}>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      ) : (
        <Alert severity="warning" action={<AuthLink to="/forgot" messageId="auth.reset.newLink" />}>
          <FormattedMessage id="auth.reset.missingToken" />
        </Alert>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to="/login" messageId="auth.link.backToSignIn" />
      </Box>
    </>
  );
}
