// The jobs feature's public API: what the composition root may use.
export { jobsFeature } from './plugin';
export { createJobServices, type JobServices } from './services';
