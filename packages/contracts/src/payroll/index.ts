export * from './payroll';
export * from './payroll-draft';
export * from './payroll-enums';
export * from './payroll-line';
export * from './payroll-readiness';
export * from './payroll-summary';
