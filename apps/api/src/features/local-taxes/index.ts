// The local-taxes feature's public API: what other features may use.
export { localTaxesFeature } from './plugin';
export {
  createLocalTaxesService,
  localTaxesOfCompany,
  type LocalTaxesService,
} from './local-taxes-service';
