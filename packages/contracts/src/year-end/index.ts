export * from './w2';
export * from './state-tax-ids';
