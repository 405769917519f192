export * from './w2';
