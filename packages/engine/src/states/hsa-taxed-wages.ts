import type { StateWages } from './state-module';

/**
 * The federal income-tax wages with the HSA put back, for the states that do not recognise
 * health savings accounts (California, New Jersey): the employee's cafeteria-plan contributions
 * and the employer's contributions are both wages there.
 */
export const wagesWithHsaTaxed = (wages: StateWages): number =>
  wages.federalIncomeTaxWagesCents + wages.hsaCents + wages.employerHsaCents;
