import { acceptInvitationRequestSchema, tokenPairSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { ContractorServices } from '../services';

export const acceptContractorInvitation = defineOperation<ContractorServices>()({
  method: 'POST',
  url: '/api/contractor-invitations/accept',
  policy: publicPolicy('contractor-invitation.accept'),
  schema: {
    summary: 'Choose a password through a contractor’s invitation link, and sign in',
    body: acceptInvitationRequestSchema,
    response: { 200: tokenPairSchema },
  },
  handle: ({ body }, contractors) => contractors.invitations.accept(body.token, body.newPassword),
});
