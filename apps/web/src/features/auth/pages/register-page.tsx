import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRequestSchema, type SignUpRequest } from '@paydesk/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-link';
import { FormFailure } from '../components/form-failure';
import { FormTextField } from '@web/shared/forms/fields/form-text-field';
import { useSubmitProps } from '@web/shared/ui/use-hydrated';
import { PasswordField } from '../components/password-field';
import { showServerFieldErrors } from '../components/server-field-errors';
import { useAuth } from '../state/auth-context';

type RegisterForm = z.input<typeof signUpRequestSchema>;

const ONBOARDING_PATH = '/employer-onboarding-wizard';
const registerFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'companyName',
  'password',
] as const;

export function RegisterPage() {
  const submitProps = useSubmitProps();
  const { register } = useAuth();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<RegisterForm, unknown, SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      companyName: '',
      password: '',
    },
  });
  const signUp = useMutation({
    mutationFn: register,
    onSuccess: () => navigate(ONBOARDING_PATH, { replace: true }),
    onError: (error) => showServerFieldErrors(error, registerFields, setError),
  });

  return (
    <>
      <AuthHeading titleId="auth.register.title" subtitleId="auth.register.subtitle" />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((values) => signUp.mutate(values))}
      >
        <FormFailure error={signUp.error} fallbackId="auth.register.failed" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            id="auth-firstName"
            fullWidth
            labelId="auth.field.firstName"
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={control}
            name="lastName"
            id="auth-lastName"
            fullWidth
            labelId="auth.field.lastName"
            autoComplete="family-name"
          />
        </Stack>
        <FormTextField
          control={control}
          name="companyName"
          id="auth-companyName"
          fullWidth
          labelId="auth.field.companyName"
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="email"
          id="auth-email"
          fullWidth
          labelId="auth.field.email"
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          id="auth-phoneNumber"
          fullWidth
          labelId="auth.field.phoneNumber"
          type="tel"
          autoComplete="tel"
        />
        <PasswordField
          control={control}
          name="password"
          labelId="auth.field.password"
          autoComplete="new-password"
        />
        <Button {...submitProps} variant="contained" size="large" disabled={signUp.isPending}>
          <FormattedMessage id="auth.register.submit" />
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="auth.register.haveAccount" />{' '}
        <AuthLink to="/login" messageId="auth.register.signIn" />
      </Typography>
    </>
  );
}
