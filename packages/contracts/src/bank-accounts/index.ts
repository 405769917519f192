export * from './bank-account';
export * from './bank-account-input';
export * from './bank-account-split';
export * from './routing-number';
