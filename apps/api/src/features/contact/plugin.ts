import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { listContactMessages } from './operations/list-contact-messages';
import { sendContactMessage } from './operations/send-contact-message';
import type { ContactServices } from './services';

/** The public contact form: anyone may write; only platform administrators read. */
export const contactFeature =
  (services: ContactServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['contact'] }, [
      sendContactMessage,
      listContactMessages,
    ]);
  };
