// The public face of the paycheck feature: the app layer mounts these and nothing else.
export { PaycheckCalculatorPage } from './pages/paycheck-calculator-page';
export { paycheckMessages } from './locales';
