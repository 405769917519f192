import {
  CONTACT_MESSAGES_PAGE_SIZE,
  contactMessageSchema,
  pageOf,
  roles,
} from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { readPageRequest, sendPage } from '@paydesk/api/http/page-headers';
import { rolePolicy } from '@paydesk/api/http/policy';
import { toContactMessage } from '../service';
import type { ContactServices } from '../services';

export const listContactMessages = defineOperation<ContactServices>()({
  method: 'GET',
  url: '/api/contact-messages',
  policy: rolePolicy('contact-message.read', [roles.platformAdmin]),
  paged: true,
  schema: {
    summary: 'Messages received through the contact form, newest first (administrators)',
    response: { 200: pageOf(contactMessageSchema) },
  },
  handle: async ({ request, reply }, contact) =>
    sendPage(
      reply,
      await contact.page(readPageRequest(request, CONTACT_MESSAGES_PAGE_SIZE)),
      toContactMessage,
    ),
});
