import { outboxMessageSchema, roles } from '@paydesk/contracts';
import { z } from 'zod';
import { defineOperation } from '@paydesk/api/http/operation';
import { rolePolicy } from '@paydesk/api/http/policy';
import type { MailServices } from '../services';

export const listOutbox = defineOperation<MailServices>()({
  method: 'GET',
  url: '/api/dev/outbox',
  policy: rolePolicy('outbox.read', [roles.platformAdmin]),
  schema: {
    summary: 'Mail kept in the development outbox, newest first',
    response: { 200: z.array(outboxMessageSchema) },
  },
  handle: (_input, mail) => mail.outbox(),
});
