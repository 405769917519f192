import { tokenPairSchema } from '@paydesk/contracts';
import { bearerToken } from '@paydesk/api/http/authenticate';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

/** Public: the refresh token itself, presented as the bearer, is the credential. */
export const refreshToken = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/refresh-token',
  policy: publicPolicy('session.refresh'),
  schema: {
    summary: 'Rotate the refresh token presented as the bearer',
    response: { 200: tokenPairSchema },
  },
  handle: ({ request }, auth) => auth.refreshSession(bearerToken(request), request.ip),
});
