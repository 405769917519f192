export * from './filing-periods';
export * from './form-941';
export * from './form-940';
export * from './filing-list';
export * from './state-filings';
