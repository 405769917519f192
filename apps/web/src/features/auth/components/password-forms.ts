import { changePasswordRequestSchema, passwordResetConfirmSchema } from '@paydesk/contracts';
import * as z from 'zod/mini';
import { PASSWORDS_DIFFER } from './validation-message-id';

/**
 * The contracts take the new password once (reset) or without checking the repetition (change);
 * the forms ask for it twice and refuse a mismatch before calling the server.
 */
export const resetPasswordFormSchema = z
  .extend(z.pick(passwordResetConfirmSchema, { newPassword: true }), {
    confirmPassword: changePasswordRequestSchema.shape.confirmPassword,
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORDS_DIFFER,
    }),
  );

export const changePasswordFormSchema = changePasswordRequestSchema.check(
  z.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  }),
);
