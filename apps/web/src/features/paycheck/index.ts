// The public face of the paycheck feature: the app layer mounts these and nothing else.
export { paycheckMessageLoaders } from './locales/loaders';

/** The calculator page, loaded when first visited (its own chunk). */
export const loadPaycheckCalculatorPage = async () =>
  (await import('./pages/paycheck-calculator-page')).PaycheckCalculatorPage;
