// The companies feature's public API: what other features may use.
export { companiesFeature } from './plugin';
export { companyPolicies } from './policies/company-policy';
export { ownershipDirectory } from './policies/ownership-directory';
