// The contractor payments feature's public API: what the composition root may use.
export { contractorPaymentsFeature } from './plugin';
export { createContractorPaymentServices, type ContractorPaymentServices } from './services';
export { contractorSettlement } from './ach-settlement';
export {
  noContractorRecords,
  type ContractorPaymentPorts,
  type ContractorRecords,
  type PayablePayee,
} from './contractor-ports';
