// The tax-filings feature's public API: what the composition root may use.
export { taxFilingsFeature } from './plugin';
export { createTaxFilingsServices, type TaxFilingsServices } from './services';
export { startTaxDepositReminders } from './deposits/deposit-reminders';
