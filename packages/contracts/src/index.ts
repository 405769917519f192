export * from './auth/roles';
export * from './health/health';
export * from './http';
