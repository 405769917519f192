export { mailFeature } from './plugin';
