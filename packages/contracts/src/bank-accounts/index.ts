export * from './bank-account-input';
export * from './routing-number';
