// The public face of the pay-groups feature: the app layer mounts these.
export { payGroupsMessageLoaders } from './locales/loaders';

/** The pay groups page, loaded when first visited (its own chunk, with the date pickers). */
export const loadPayGroupsPage = async () =>
  (await import('./pages/pay-groups-page')).PayGroupsPage;

/** The payroll schedules page with its data grid, loaded when first visited. */
export const loadPayrollSchedulesPage = async () =>
  (await import('./pages/payroll-schedules-page')).PayrollSchedulesPage;
