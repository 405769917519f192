// The public face of the local-taxes feature: the app layer mounts these.
export { localTaxesMessageLoaders } from './locales/loaders';
/** The company's entered jurisdictions: tax filings name their localities from them. */
export { useLocalTaxes } from './api/list-local-taxes';

/** The Local taxes page, loaded when first visited. */
export const loadLocalTaxesPage = async () =>
  (await import('./pages/local-taxes-page')).LocalTaxesPage;
