export * from './contractor-payments';
export * from './form-1099-nec';
