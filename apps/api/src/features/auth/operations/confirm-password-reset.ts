import { passwordResetConfirmSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const confirmPasswordReset = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/password-reset/confirm',
  policy: publicPolicy('password.reset'),
  schema: {
    summary: 'Set a new password with a reset token',
    body: passwordResetConfirmSchema,
    response: { 204: z.null() },
  },
  handle: async ({ body, reply }, auth) => {
    await auth.confirmPasswordReset(body);
    return reply.status(204).send(null);
  },
});
