export * from './error-codes';
export * from './headers';
export * from './page';
export * from './problem';
