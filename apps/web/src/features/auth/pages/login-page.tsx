import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@paydesk/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { FormFailure } from '../components/form-failure';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { PasswordField } from '../components/password-field';
import { returnPathAfterSignIn } from '../components/return-path';
import { useAuth } from '../state/auth-context';

type LoginForm = z.input<typeof loginRequestSchema>;

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { control, handleSubmit } = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: (values: LoginRequest) => login(values.username, values.password),
    onSuccess: () => navigate(returnPathAfterSignIn(location.state), { replace: true }),
  });

  return (
    <>
      <AuthHeading titleId="auth.signIn.title" subtitleId="auth.signIn.subtitle" />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
      >
        <FormFailure error={signIn.error} fallbackId="auth.signIn.failed" />
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
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
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
