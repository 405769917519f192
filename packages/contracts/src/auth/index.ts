export * from './auth-requests';
export * from './password';
export * from './roles';
