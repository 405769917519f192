import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@paydesk/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { FormFailure } from '../components/form-failure';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { useSubmitProps } from '@web/shared/ui/use-hydrated';
import { PasswordField } from '../components/password-field';
import { returnPathAfterSignIn } from '../components/return-path';
import { useAuth } from '../state/auth-context';

type LoginForm = z.input<typeof loginRequestSchema>;

export function LoginPage() {
  const submitProps = useSubmitProps();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  // A plain async submit, not a query-cache mutation: the sign-in page loads no query cache.
  const [failure, setFailure] = useState<unknown>(null);
  const signIn = async (values: LoginRequest) => {
    setFailure(null);
    try {
      await login(values.username, values.password);
    } catch (error) {
      setFailure(error);
      return;
    }
    void navigate(returnPathAfterSignIn(location.state), { replace: true });
  };

  return (
    <>
      <AuthHeading titleId="auth.signIn.title" subtitleId="auth.signIn.subtitle" />
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(signIn)}>
        <FormFailure error={failure} fallbackId="auth.signIn.failed" />
        <FormTextField
          control={control}
          name="username"
          id="auth-username"
          fullWidth
          labelId="auth.field.email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <PasswordField
          control={control}
          name="password"
          labelId="auth.field.password"
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'end', mt: '8px !important' }}>
          <AuthLink to="/forgot" messageId="auth.signIn.forgot" />
        </Box>
        <Button {...submitProps} variant="contained" size="large" disabled={isSubmitting}>
          <FormattedMessage id="auth.signIn.submit" />
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <AuthLink to="/register" messageId="auth.signIn.createAccount" />
      </Typography>
    </>
  );
}
