export * from './deduction-fields';
export * from './deduction';
export * from './garnishment';
export * from './remittance';
