export * from './pay-group';
export * from './pay-period';
