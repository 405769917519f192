import type { Explainer } from '../explain/explainer';
import { applyRate, type Rate } from '../rate';
import type { StateWages } from './state-module';

// Kansas, Maine, Minnesota and Missouri print a flat supplemental rate for bonus and commission
// paid apart from the regular wages; paid with them, both are withheld on together as one
// payment (the aggregate rule every one of them allows). The engine knows a payment was made
// separately when the paycheck holds nothing but supplemental wages.

/** A paycheck of bonus or commission only: supplemental wages paid separately. */
export const isSupplementalOnly = (wages: StateWages): boolean =>
  wages.supplementalCents > 0 && wages.supplementalCents >= wages.grossCents;

/** The state's flat supplemental rate on the paycheck's taxable wages, half-up to the cent. */
export const supplementalFlatRateTax = (
  taxableWagesCents: number,
  rate: Rate,
  explain: Explainer,
): number => {
  explain.method('supplementalFlatRate');
  explain.cents('supplementalWages', taxableWagesCents);
  explain.rate('rate', rate);
  return applyRate(taxableWagesCents, rate);
};
