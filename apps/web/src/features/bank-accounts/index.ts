// The public face of the bank-accounts feature: the app layer mounts these.
export { bankAccountsMessageLoaders } from './locales/loaders';

/** The employee's own accounts page, loaded when first visited. */
export const loadMyBankAccountsPage = async () =>
  (await import('./pages/my-bank-accounts-page')).MyBankAccountsPage;

/** The accounts panel of an employee's profile, loaded with the profile. */
export const loadEmployeeBankAccountsPanel = async () =>
  (await import('./components/employee-bank-accounts-panel')).EmployeeBankAccountsPanel;

/** The funding account card of the company's settings page, loaded with the page. */
export const loadCompanyFundingAccountCard = async () =>
  (await import('./components/company-funding-account-card')).CompanyFundingAccountCard;
