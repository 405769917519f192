export { paycheckFeature } from './plugin';
export { paycheckServices, type PaycheckServices } from './services';
