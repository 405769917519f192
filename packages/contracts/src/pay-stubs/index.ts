export * from './pay-stub';
