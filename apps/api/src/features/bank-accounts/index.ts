// The bank-accounts feature's public API: what other features may use.
export { createBankAccountsFeature } from './plugin';
export { createBankAccountServices, type BankAccountServices } from './services';
export { achAccounts } from './ach-accounts';
export { depositAccounts } from './deposit-accounts';
export { contractorDepositAccounts, type ContractorDepositAccount } from './contractor-accounts';
export { fundingAccountCheck, fundingAccountOf } from './funding-accounts';
export { noPayrollsAwaitingAch, type PayrollFunding } from './payroll-funding';
export { depositPlanner, type PlannedDeposit } from './deposit-planner';
