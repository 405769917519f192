// The public face of the companies feature: the app layer mounts these pages.
export { companiesMessageLoaders } from './locales/loaders';
/** A count on a dashboard, linking to what it counts (other features' dashboard cards). */
export { StatCard } from './components/stat-card';
/** The company record, for pages of other features that show its name. */
export { useCompany } from './api/get-company';

/** The company list with its data grid, loaded when first visited (its own chunk). */
export const loadCompanyListPage = async () =>
  (await import('./pages/company-list-page')).CompanyListPage;

/** The administrator's dashboard, loaded when first visited. */
export const loadAdminDashboardPage = async () =>
  (await import('./pages/admin-dashboard-page')).AdminDashboardPage;

/** The owner's dashboard, loaded when first visited. */
export const loadOwnerDashboardPage = async () =>
  (await import('./pages/owner-dashboard-page')).OwnerDashboardPage;

/** A company's overview, loaded when first visited. */
export const loadCompanyPage = async () => (await import('./pages/company-page')).CompanyPage;

/** A company's view-and-config page with its edit forms, loaded when first visited. */
export const loadViewAndConfigPage = async () =>
  (await import('./pages/view-and-config-page')).ViewAndConfigPage;

/** The onboarding wizard, loaded when first visited. */
export const loadOnboardingWizardPage = async () =>
  (await import('./pages/onboarding-wizard-page')).OnboardingWizardPage;
