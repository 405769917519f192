// The deductions feature's public API: what other features and the composition root may use.
export { deductionsFeature } from './plugin';
export { createDeductionServices, type DeductionServices } from './services';
export { engineStatutoryLimits } from './statutory-limits';
export { recurringDeductions } from './recurring-deductions-port';
