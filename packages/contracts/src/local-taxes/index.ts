export * from './local-tax';
