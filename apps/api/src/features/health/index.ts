export { healthFeature } from './plugin';
