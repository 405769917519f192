export { mailFeature } from './plugin';
export { createMailServices, type MailServices } from './services';
