// The public face of the year-end feature: the app layer mounts these.
export { yearEndDashboardMessageLoaders, yearEndMessageLoaders } from './locales/loaders';

/** The Year end page (W-2s, the W-3, the checklist and the SSA file), loaded when first visited. */
export const loadYearEndPage = async () => (await import('./pages/year-end-page')).YearEndPage;

/** The employee dashboard's tax documents card (their published W-2s); the app passes it in. */
export const loadTaxDocumentsCard = async () =>
  (await import('./components/tax-documents-card')).TaxDocumentsCard;
