import './zod-messages';
export * from './auth';
export * from './companies';
export * from './contact';
export * from './health/health';
export * from './http';
export * from './paycheck';
export * from './text';
export * from './pay-groups';
