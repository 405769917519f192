import { acceptInvitationRequestSchema, tokenPairSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { EmployeeServices } from '../services';

export const acceptInvitation = defineOperation<EmployeeServices>()({
  method: 'POST',
  url: '/api/invitations/accept',
  policy: publicPolicy('invitation.accept'),
  bodyLimit: 4096,
  schema: {
    summary: 'Choose a password with an invitation link (once) and sign in',
    body: acceptInvitationRequestSchema,
    response: { 200: tokenPairSchema },
  },
  handle: ({ body }, employees) => employees.invitations.accept(body.token, body.newPassword),
});
