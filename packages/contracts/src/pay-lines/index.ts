export * from './earning-codes';
export * from './tax-codes';
export * from './deduction-codes';
export * from './jurisdiction';
export * from './pay-line-code';
export * from './pay-line-text';
export * from './texts';
export * from './tax-explanation';
