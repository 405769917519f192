// The public face of the tax-filings feature: the app layer mounts these.
export { taxFilingsMessageLoaders } from './locales/loaders';

/** The Taxes & filings page (the quarter's liabilities by agency), loaded when first visited. */
export const loadTaxFilingsPage = async () =>
  (await import('./pages/tax-filings-page')).TaxFilingsPage;
