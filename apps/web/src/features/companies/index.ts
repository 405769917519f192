// The public face of the companies feature: the app layer mounts these pages.
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { CompanyPage } from './pages/company-page';
export { ViewAndConfigPage } from './pages/view-and-config-page';
export { OnboardingWizardPage } from './pages/onboarding-wizard-page';
export { OwnerDashboardPage } from './pages/owner-dashboard-page';
export { companiesMessages } from './locales';
/** A count on a dashboard, linking to what it counts (other features' dashboard cards). */
export { StatCard } from './components/stat-card';
/** The company record, for pages of other features that show its name. */
export { useCompany } from './api/get-company';

/** The company list with its data grid, loaded when first visited (its own chunk). */
export const loadCompanyListPage = async () =>
  (await import('./pages/company-list-page')).CompanyListPage;
