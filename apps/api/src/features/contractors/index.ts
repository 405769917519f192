// The contractors feature's public API: what other features and the composition root may use.
export { contractorsFeature } from './plugin';
export { createContractorServices, type ContractorServices } from './services';
export { contractorPolicies } from './policies/contractor-policy';
export { contractorDirectory, type ContractorPayee, type OpenedTin } from './contractor-directory';
