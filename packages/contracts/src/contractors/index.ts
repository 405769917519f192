export * from './contractor';
export * from './tin';
