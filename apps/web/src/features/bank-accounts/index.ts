// The public face of the bank-accounts feature: the app layer mounts these.
export { bankAccountsMessages } from './locales';
export { CompanyFundingAccountCard } from './components/company-funding-account-card';
export { EmployeeBankAccountsPanel } from './components/employee-bank-accounts-panel';
export { MyBankAccountsPage } from './pages/my-bank-accounts-page';
