export { paycheckFeature } from './plugin';
