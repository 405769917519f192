export { contactFeature } from './plugin';
