// The pay-groups feature's public API: what other features may use.
export { payGroupsFeature } from './plugin';
export { createPayGroupServices, type PayGroupServices } from './services';
export { noPayrollsYet, type PayrollLedger, type PeriodPayroll } from './payroll-ledger';
