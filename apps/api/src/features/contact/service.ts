import type {
  ContactMessage,
  ContactMessageReceipt,
  ContactMessageRequest,
  ContactTopic,
} from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import {
  keysetPage,
  type KeysetPage,
  type PageRequest,
} from '@paydesk/api/platform/pagination/keyset-page';
import { isoNow } from '@paydesk/api/platform/clock';
import { AppError } from '@paydesk/api/platform/errors/app-error';
import { newId } from '@paydesk/api/platform/ids';
import { contactMessagesRepository, type ContactMessageRow } from './repository';

/** How many messages one address may send in an hour: people write once, scripts write on. */
export const MAX_CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The public contact form's messages: received from anyone, read by administrators. */
export function createContactService(context: AppContext) {
  const { db } = context.database;

  /** Stores one message from the public contact form, at most five an hour from one address. */
  async function receive(
    request: ContactMessageRequest,
    ipAddress: string | null,
  ): Promise<ContactMessageReceipt> {
    const now = context.clock.now();
    if (ipAddress) {
      const since = new Date(now.getTime() - HOUR_MS).toISOString();
      const recent = await contactMessagesRepository.countFrom(db, ipAddress, since);
      if (recent.count >= MAX_CONTACT_MESSAGES_PER_HOUR) {
        const freeAt = Date.parse(recent.oldest ?? since) + HOUR_MS;
        const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw new AppError(
          'contact.rate_limited',
          `Too many messages from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
          { retryAfterSeconds },
        );
      }
    }
    const row: ContactMessageRow = {
      id: newId(),
      name: request.name,
      email: request.email,
      company: request.company ? request.company : null,
      topic: request.topic,
      message: request.message,
      ip_address: ipAddress,
      received_at: isoNow(context.clock),
    };
    await contactMessagesRepository.insert(db, row);
    return { id: row.id, receivedAt: row.received_at };
  }

  /** One page of the received messages, newest first (the caller has checked the admin role). */
  function page(request: PageRequest): Promise<KeysetPage<ContactMessageRow>> {
    return keysetPage({
      request,
      fetch: contactMessagesRepository.fetchNewestFirst(db),
      count: () => contactMessagesRepository.count(db),
      keyOf: (row) => [row.received_at, row.id],
    });
  }

  return { receive, page };
}

export const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  topic: row.topic as ContactTopic,
  message: row.message,
  receivedAt: row.received_at,
});
