export * from './company';
export * from './fields';
export * from './onboarding';
export * from './us-data';
export * from './dashboard';
