// The payroll feature's public API: what other features and the composition root may use.
export { payrollFeature } from './plugin';
export { payrollFunding, payrollLedger, payrollMembership } from './payroll-membership';
export { paymentVoids, type PaymentVoidOutcome } from './payment-voids';
export {
  noDeposits,
  noProbe,
  type CommitProbe,
  type DepositPlanner,
  type PayrollPorts,
} from './payroll-ports';
export type { PayrollFeaturePorts } from './services';
