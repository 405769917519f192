export * from './fields';
export * from './paycheck-request';
export * from './paycheck-result';
export * from './state-catalogue';
