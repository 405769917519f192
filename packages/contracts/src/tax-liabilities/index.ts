export * from './tax-liability';
