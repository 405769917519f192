// The ACH files feature's public API: what the composition root may use.
export { achFilesFeature } from './plugin';
export { createAchFileServices, type AchFileServices } from './services';
export {
  noAchPorts,
  type AchAccount,
  type AchAccounts,
  type AchFilePorts,
  type AchSettlement,
  type ContractorSettlement,
} from './ach-ports';
