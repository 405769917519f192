export * from './employee-enums';
export * from './employee-record';
export * from './employee-requests';
export * from './employee-sections';
export * from './legal-id';
