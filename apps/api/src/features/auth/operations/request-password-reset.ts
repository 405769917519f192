import { passwordResetRequestSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const requestPasswordReset = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/password-reset',
  policy: publicPolicy('password.reset-request'),
  schema: {
    summary: 'Mail a password-reset link when the account exists',
    body: passwordResetRequestSchema,
    response: { 202: z.null() },
  },
  handle: async ({ body, request, reply }, auth) => {
    await auth.requestPasswordReset(body, request.ip);
    return reply.status(202).send(null);
  },
});
