import { changePasswordRequestSchema, passwordResetConfirmSchema } from '@paydesk/contracts';
import { PASSWORDS_DIFFER } from './validation-message-id';

/**
 * The contracts take the new password once (reset) or without checking the repetition (change);
 * the forms ask for it twice and refuse a mismatch before calling the server.
 */
export const resetPasswordFormSchema = passwordResetConfirmSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: changePasswordRequestSchema.shape.confirmPassword })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export const changePasswordFormSchema = changePasswordRequestSchema.refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DIFFER },
);
