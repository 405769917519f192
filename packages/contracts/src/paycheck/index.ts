export * from './fields';
export * from './employer-local-taxes';
export * from './paycheck-request';
export * from './paycheck-result';
export * from './state-catalogue';
