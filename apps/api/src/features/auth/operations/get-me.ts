import { meSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { signedInPolicy } from '@paydesk/api/http/policy';
import type { AuthServices } from '../services';

export const getMe = defineOperation<AuthServices>()({
  method: 'GET',
  url: '/api/me',
  policy: signedInPolicy('me.read'),
  schema: { summary: 'The signed-in user', response: { 200: meSchema } },
  handle: ({ access }, auth) => auth.readMe(access),
});
