export * from './tax-liability';
export * from './tax-deposit';
