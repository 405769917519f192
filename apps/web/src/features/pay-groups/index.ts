// The public face of the pay-groups feature: the app layer mounts these.
export { payGroupsMessageLoaders } from './locales/loaders';

/** The pay groups page, loaded when first visited (its own chunk, with the date pickers). */
export const loadPayGroupsPage = async () =>
  (await import('./pages/pay-groups-page')).PayGroupsPage;

/** The payroll schedules page with its data grid, loaded when first visited. */
export const loadPayrollSchedulesPage = async () =>
  (await import('./pages/payroll-schedules-page')).PayrollSchedulesPage;

/** The company's pay groups and each one's schedule, read by the payroll pages. */
export { listPayGroups } from './api/list-pay-groups';
export { payrollScheduleFetcher } from './api/list-payroll-schedules';
export { deadlineUrgency, type DeadlineUrgency } from './model/deadline';
export { localToday } from './model/today';
export { payGroupKeys } from './api/pay-group-keys';
export { MovedPayDate } from './components/moved-pay-date';
