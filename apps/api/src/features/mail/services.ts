import type { AppContext } from '@paydesk/api/platform/app-context';
import { listOutbox } from '@paydesk/api/platform/mail/outbox-repository';

const OUTBOX_LISTED = 50;

/** The development outbox, read through the platform's mail module that writes it. */
export const createMailServices = (context: AppContext) => ({
  outbox: () => listOutbox(context.database.db, OUTBOX_LISTED),
});

export type MailServices = ReturnType<typeof createMailServices>;
