export * from './auth';
export * from './health/health';
export * from './http';
