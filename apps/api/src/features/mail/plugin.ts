import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { listOutbox } from './operations/list-outbox';
import type { MailServices } from './services';

/** The development outbox: mail that would have been sent, readable by admins outside production. */
export const mailFeature =
  (services: MailServices): FeaturePlugin =>
  async (app, { context, auth }) => {
    if (context.config.env === 'production') return;
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['development'] }, [
      listOutbox,
    ]);
  };
