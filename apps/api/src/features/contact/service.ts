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
import { newId } from '@paydesk/api/platform/ids';
import { contactMessagesRepository, type ContactMessageRow } from './repository';

/** Stores one message from the public contact form. */
export async function receiveContactMessage(
  context: AppContext,
  request: ContactMessageRequest,
  ipAddress: string | null,
): Promise<ContactMessageReceipt> {
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
  await contactMessagesRepository.insert(context.database.db, row);
  return { id: row.id, receivedAt: row.received_at };
}

/** One page of the received messages, newest first (the caller has checked the admin role). */
export function listContactMessages(
  context: AppContext,
  request: PageRequest,
): Promise<KeysetPage<ContactMessageRow>> {
  const { db } = context.database;
  return keysetPage({
    request,
    fetch: contactMessagesRepository.fetchNewestFirst(db),
    count: () => contactMessagesRepository.count(db),
    keyOf: (row) => [row.received_at, row.id],
  });
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
