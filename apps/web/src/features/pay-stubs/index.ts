// The public face of the pay-stubs feature: the app layer mounts these.
export { payStubsDashboardMessageLoaders, payStubsMessageLoaders } from './locales/loaders';

/** The Pay stubs tab of the employee profile, loaded with the profile. */
export const loadEmployeePayStubsTab = async () =>
  (await import('./components/employee-pay-stubs-tab')).EmployeePayStubsTab;

/** The employer's view of one stub, under the employee's profile; loaded when first visited. */
export const loadCompanyPayStubPage = async () =>
  (await import('./pages/company-pay-stub-page')).CompanyPayStubPage;

/** /employee/pay-stubs: the employee's own stubs; loaded when first visited. */
export const loadMyPayStubsPage = async () =>
  (await import('./pages/my-pay-stubs-page')).MyPayStubsPage;

/** /employee/pay-stubs/{stubId}: the employee's own stub; loaded when first visited. */
export const loadMyPayStubPage = async () =>
  (await import('./pages/my-pay-stub-page')).MyPayStubPage;

/** The employee dashboard's latest pay stub card; the app passes it in. */
export const loadLatestPayStubCard = async () =>
  (await import('./components/latest-pay-stub-card')).LatestPayStubCard;
