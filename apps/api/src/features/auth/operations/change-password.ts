import { changePasswordRequestSchema } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { signedInPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const changePassword = defineOperation<AuthServices>()({
  method: 'PUT',
  url: '/api/my-password',
  policy: signedInPolicy('password.change'),
  schema: {
    summary: 'Change the signed-in user’s password',
    body: changePasswordRequestSchema,
    response: { 204: z.null() },
  },
  handle: async ({ access, body, reply }, auth) => {
    await auth.changePassword(access, body);
    return reply.status(204).send(null);
  },
});
