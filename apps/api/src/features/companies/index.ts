// The companies feature's public API: what other features may use.
export { createCompaniesFeature } from './plugin';
export { createCompanyServices, type CompanyServices } from './services';
export { companyPolicies } from './policies/company-policy';
export { ownershipDirectory } from './policies/ownership-directory';
export { companyStatusService } from './company-status-service';
export type { CompanyPorts, FundingAccountCheck } from './funding-account-check';
