// The public face of the payroll feature: the app layer mounts these.
export { payrollMessageLoaders } from './locales/loaders';
/** Query keys, so a feature that changes payrolls (an ACH file, a bank return) refreshes them. */
export { payrollKeys } from './api/payroll-keys';
/** The address of an employee's pay stub: payroll's views link to it, the pay stubs feature shows it. */
export { payStubPath } from './model/paths';
/** A payroll's view on the management page: the tax filings' payrolls link to it. */
export { payrollViewPath } from './model/paths';

/** The payroll management page (grid, payroll view), loaded when first visited. */
export const loadPayrollManagementPage = async () =>
  (await import('./pages/payroll-management-page')).PayrollManagementPage;

/** Create a payroll: choose the run, then the draft editor; loaded when first visited. */
export const loadCreatePayrollPage = async () =>
  (await import('./pages/create-payroll-page')).CreatePayrollPage;

/** Edit an approved payroll in the draft editor; loaded when first visited. */
export const loadEditPayrollPage = async () =>
  (await import('./pages/edit-payroll-page')).EditPayrollPage;

/** The owner dashboard's payroll panel (next pay date, cost chart); the app passes it in. */
export const loadOwnerPayrollSlot = async () =>
  (await import('./components/dashboard/owner-payroll-slot')).OwnerPayrollSlot;

/** The admin dashboard's count of payrolls awaiting payment; the app passes it in. */
export const loadAwaitingPaymentStat = async () =>
  (await import('./components/dashboard/awaiting-payment-stat')).AwaitingPaymentStat;
