// The pay-groups feature's public API: what other features may use.
export { payGroupsFeature } from './plugin';
export type { PayrollLedger, PeriodPayroll } from './payroll-ledger';
