export * from './audit-actions';
