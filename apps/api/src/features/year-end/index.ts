// The year-end feature's public API: what the composition root may use.
export { yearEndFeature } from './plugin';
export { createYearEndServices, type YearEndServices } from './services';
export type { Form941Source } from './year-end-service';
