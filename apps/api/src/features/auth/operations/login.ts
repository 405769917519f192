import { loginRequestSchema, tokenPairSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const login = defineOperation<AuthServices>()({
  method: 'POST',
  url: '/api/login',
  policy: publicPolicy('session.open'),
  schema: { summary: 'Sign in', body: loginRequestSchema, response: { 200: tokenPairSchema } },
  handle: ({ body, request }, auth) => auth.signIn(body, request.ip),
});
