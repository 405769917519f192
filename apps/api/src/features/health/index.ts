export { healthFeature } from './plugin';
export { createHealthServices, type HealthServices } from './services';
