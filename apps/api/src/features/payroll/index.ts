// The payroll feature's public API: what other features and the composition root may use.
export { payrollFeature } from './plugin';
export { achSettlement } from './ach-settlement';
export { paymentStatusOn, payrollStatusOn } from './paid-status';
export { payLineKey } from './pay-line-key';
export { payrollFunding, payrollLedger, payrollMembership } from './payroll-membership';
export { paymentVoids, type PaymentVoidOutcome } from './payment-voids';
export {
  noDeposits,
  noProbe,
  type CommitProbe,
  type DepositPlanner,
  type PayrollPorts,
} from './payroll-ports';
export { createPayrollServices, type PayrollFeaturePorts } from './services';
