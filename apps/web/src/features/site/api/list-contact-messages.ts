import { contactMessageSchema, type ContactMessage } from '@paydesk/contracts';
import { keysetFetcher } from '@web/shared/ui/data-grid/fetch-page';

export const contactMessagesQueryKey = ['contact-messages'] as const;

/** GET /api/contact-messages, newest first, a page at a time (administrators only). */
export const fetchContactMessages = keysetFetcher<ContactMessage>(
  '/contact-messages',
  contactMessageSchema,
);
