import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { listOutbox } from './operations/list-outbox';
import { createMailServices } from './services';

/** The development outbox: mail that would have been sent, readable by admins outside production. */
export const mailFeature: FeaturePlugin = async (app, { context, auth }) => {
  if (context.config.env === 'production') return;
  registerOperations(
    app.withTypeProvider(),
    { services: createMailServices(context), auth, tags: ['development'] },
    [listOutbox],
  );
};
