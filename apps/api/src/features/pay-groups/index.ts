// The pay-groups feature's public API: what other features may use.
export { payGroupsFeature } from './plugin';
export { noPayrollsYet, type PayrollLedger, type PeriodPayroll } from './payroll-ledger';
