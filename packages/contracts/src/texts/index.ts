export * from './us-state-names';
