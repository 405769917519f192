import {
  CONTACT_MESSAGE_BODY_LIMIT_BYTES,
  CONTACT_MESSAGES_PAGE_SIZE,
  contactMessageReceiptSchema,
  contactMessageRequestSchema,
  contactMessageSchema,
  pageOf,
  problemSchema,
  roles,
} from '@paydesk/contracts';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit } from '../../http/authenticate';
import { readPageRequest, sendPage } from '../../http/pagination';
import { listContactMessages, receiveContactMessage, toContactMessage } from './service';

const tags = ['contact'];

/** The public contact form: anyone may write; only platform administrators read. */
export function registerContactRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/contact-messages',
    {
      // A message is short text; a small limit keeps the public endpoint cheap to abuse.
      bodyLimit: CONTACT_MESSAGE_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Send a message to the Paydesk team (public, no sign-in)',
        body: contactMessageRequestSchema,
        response: { 201: contactMessageReceiptSchema, 400: problemSchema, 413: problemSchema },
      },
    },
    async (request, reply) => {
      const receipt = await receiveContactMessage(context, request.body, request.ip);
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/contact-messages',
    {
      onRequest: admit(context, [roles.platformAdmin]),
      schema: {
        tags,
        summary: 'Messages received through the contact form, newest first (administrators)',
        security: [{ bearer: [] }],
        response: {
          200: pageOf(contactMessageSchema),
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listContactMessages(
        context,
        readPageRequest(request, CONTACT_MESSAGES_PAGE_SIZE),
      );
      return sendPage(reply, page, toContactMessage);
    },
  );
}
