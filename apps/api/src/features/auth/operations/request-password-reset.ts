import { passwordResetRequestSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import type { AuthServices } from '../services';

export const requestPasswordReset = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/password-reset',
  policy: publicPolicy('password.reset-request'),
  schema: {
    summary:
      'Mail a password-reset link when the account exists, in the language of Accept-Language (en, fr, ro, zh; English otherwise)',
    body: passwordResetRequestSchema,
    response: { 202: z.null() },
  },
  handle: async ({ body, request, reply }, auth) => {
    await auth.requestPasswordReset(
      body,
      request.ip,
      readerLocaleOf(request.headers['accept-language']).language,
    );
    return reply.status(202).send(null);
  },
});
