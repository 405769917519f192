// The public face of the tax-filings feature: the app layer mounts these.
export { taxFilingsMessageLoaders } from './locales/loaders';

/** The Taxes & filings page (the quarter's liabilities by agency), loaded when first visited. */
export const loadTaxFilingsPage = async () =>
  (await import('./pages/tax-filings-page')).TaxFilingsPage;

/** The owner dashboard's "Next tax deposit" card. */
export const loadNextDepositCard = async () =>
  (await import('./components/dashboard/next-deposit-card')).NextDepositCard;

/** The administrator dashboard's count of companies with an overdue deposit. */
export const loadOverdueDepositsStat = async () =>
  (await import('./components/dashboard/overdue-deposits-stat')).OverdueDepositsStat;
