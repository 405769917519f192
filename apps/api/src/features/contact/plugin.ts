import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { listContactMessages } from './operations/list-contact-messages';
import { sendContactMessage } from './operations/send-contact-message';
import { createContactServices } from './services';

/** The public contact form: anyone may write; only platform administrators read. */
export const contactFeature: FeaturePlugin = async (app, { context, auth }) => {
  const services = createContactServices(context);
  registerOperations(app.withTypeProvider(), { services, auth, tags: ['contact'] }, [
    sendContactMessage,
    listContactMessages,
  ]);
};
