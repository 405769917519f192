import {
  CONTACT_MESSAGE_BODY_LIMIT_BYTES,
  contactMessageReceiptSchema,
  contactMessageRequestSchema,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { publicPolicy } from '@paydesk/api/http/policy';
import type { ContactServices } from '../services';

export const sendContactMessage = defineOperation<ContactServices>()({
  method: 'POST',
  url: '/api/contact-messages',
  policy: publicPolicy('contact-message.send'),
  // A message is short text; a small limit keeps the public endpoint cheap to abuse.
  bodyLimit: CONTACT_MESSAGE_BODY_LIMIT_BYTES,
  schema: {
    summary: 'Send a message to the Paydesk team (public, no sign-in)',
    body: contactMessageRequestSchema,
    response: { 201: contactMessageReceiptSchema },
  },
  handle: async ({ body, request, reply }, contact) =>
    reply.status(201).send(await contact.receive(body, request.ip)),
});
