import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@paydesk/contracts';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { FormFailure } from '../components/form-failure';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { useSubmitProps } from '@web/shared/ui/use-hydrated';

type ForgotForm = z.input<typeof passwordResetRequestSchema>;

export function ForgotPasswordPage() {
  const submitProps = useSubmitProps();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<ForgotForm, unknown, PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();

  // Awaited rather than a `mutate` callback: those are dropped when the page re-renders from a
  // fresh mount before the answer arrives, and the visitor would stay on the form.
  const handleSend = async (values: PasswordResetRequest) => {
    try {
      await requestReset.mutateAsync(values);
    } catch {
      return; // the failure shows above the form
    }
    await navigate('/check-mail');
  };

  return (
    <>
      <AuthHeading titleId="auth.forgot.title" subtitleId="auth.forgot.subtitle" />
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(handleSend)}>
        <FormFailure error={requestReset.error} fallbackId="auth.passwordReset.failed" />
        <FormTextField
          control={control}
          name="email"
          id="auth-email"
          fullWidth
          labelId="auth.field.email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button {...submitProps} variant="contained" size="large" disabled={requestReset.isPending}>
          <FormattedMessage id="auth.forgot.submit" />
        </Button>
      </Stack>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to="/login" messageId="auth.link.backToSignIn" />
      </Box>
    </>
  );
}
