export * from './ach-file';
