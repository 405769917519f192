export { contactFeature } from './plugin';
export { createContactServices, type ContactServices } from './services';
