import { outboxMessageSchema, problemSchema, roles } from '@paydesk/contracts';
import { z } from 'zod';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit } from '../../http/authenticate';
import { listOutbox } from './repository';

/** The development outbox: mail that would have been sent, readable by admins outside production. */
export function registerMailRoutes(app: ApiInstance, context: AppContext): void {
  if (context.config.env === 'production') return;
  app.get(
    '/api/dev/outbox',
    {
      onRequest: admit(context, [roles.platformAdmin]),
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the development outbox, newest first',
        security: [{ bearer: [] }],
        response: { 200: z.array(outboxMessageSchema), 401: problemSchema, 403: problemSchema },
      },
    },
    async () => listOutbox(context.database.db),
  );
}
