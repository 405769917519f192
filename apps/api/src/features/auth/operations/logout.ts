import { z } from 'zod';
import { bearerToken } from '@paydesk/api/http/authenticate';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const logout = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/logout',
  policy: publicPolicy('session.close'),
  schema: {
    summary: 'Revoke the presented refresh token (in the body, or as the bearer)',
    // No body at all is fine: the refresh token may come as the bearer alone.
    body: z.object({ refreshToken: z.string().max(200).optional() }).nullish(),
    response: { 204: z.null() },
  },
  handle: async ({ body, request, reply }, auth) => {
    await auth.signOut(body?.refreshToken ?? bearerToken(request));
    return reply.status(204).send(null);
  },
});
