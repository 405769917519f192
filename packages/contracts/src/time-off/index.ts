export * from './time-off';
