// The payroll feature's public API: what other features and the composition root may use.
export { payrollFeature } from './plugin';
export { achSettlement } from './ports/ach-settlement';
export { paymentStatusOn, payrollStatusOn } from './payrolls/paid-status';
export { payLineKey } from './lines/pay-line-key';
export { issuedStubsPaidIn } from './payrolls/issued-stubs-repository';
export { payrollFunding, payrollLedger, payrollMembership } from './ports/payroll-membership';
export { paymentVoids, type PaymentVoidOutcome } from './ports/payment-voids';
export { noTimeOff, type LineTimeOff, type TimeOffLedger } from './ports/time-off-ledger';
export {
  noDeposits,
  noProbe,
  type CommitProbe,
  type DepositPlanner,
  type PayrollPorts,
} from './ports/payroll-ports';
export { createPayrollServices, type PayrollFeaturePorts } from './services';
export {
  noRecurringDeductions,
  type RecurringDeductionsPort,
  type RecurringDeductionTerms,
  type RecurringOrderTerms,
  type RecurringTerms,
} from './ports/recurring-deductions';
