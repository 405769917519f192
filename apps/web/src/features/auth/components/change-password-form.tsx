import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePasswordRequest } from '@paydesk/contracts';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useNotify } from '@web/shared/notify';
import { useChangePassword } from '../api/change-password';
import { FormFailure } from './form-failure';
import { FormMessages } from '@web/shared/forms/form-messages';
import { showServerFieldErrors } from './server-field-errors';
import { authMessages } from './validation-message-id';
import { PasswordField } from './password-field';
import { changePasswordFormSchema } from './password-forms';

type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

const emptyForm: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const notify = useNotify();
  const { control, handleSubmit, reset, setError } = useForm<
    ChangePasswordForm,
    unknown,
    ChangePasswordRequest
  >({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });
  const changePassword = useChangePassword();

  const handleChange = (values: ChangePasswordRequest) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        notify.success({ id: 'auth.profile.passwordChanged' });
      },
      onError: (error) =>
        showServerFieldErrors(error, ['oldPassword', 'newPassword', 'confirmPassword'], setError),
    });

  return (
    <FormMessages table={authMessages}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        sx={{ maxWidth: 480 }}
        onSubmit={handleSubmit(handleChange)}
      >
        <FormFailure error={changePassword.error} fallbackId="auth.profile.changeFailed" />
        <PasswordField
          control={control}
          name="oldPassword"
          labelId="auth.field.oldPassword"
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="newPassword"
          labelId="auth.field.newPassword"
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          labelId="auth.field.confirmPassword"
          autoComplete="new-password"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={changePassword.isPending}>
            <FormattedMessage id="auth.profile.submit" />
          </Button>
        </Box>
      </Stack>
    </FormMessages>
  );
}
