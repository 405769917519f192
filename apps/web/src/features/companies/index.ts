// The public face of the companies feature: the app layer mounts these pages.
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { CompanyListPage } from './pages/company-list-page';
export { CompanyPage } from './pages/company-page';
export { ViewAndConfigPage } from './pages/view-and-config-page';
export { OnboardingWizardPage } from './pages/onboarding-wizard-page';
export { OwnerDashboardPage } from './pages/owner-dashboard-page';
export { companiesMessages } from './locales';
