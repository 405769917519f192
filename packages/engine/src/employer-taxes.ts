import type { PaycheckRequest } from '@paydesk/contracts';
import type { EmployeeTaxes } from './employee-taxes';
import { EngineInputError } from './errors';
import { computeFuta, computeSuta } from './futa-suta';
import { basisPoints } from './rate';
import type { StateModule, YearToDateWages } from './states/state-module';
import type { TaxYearData } from './tax-years/tax-year-data';
import type { BandedTax } from './year-to-date';

export type EmployerTaxes = {
  readonly socialSecurityCents: number;
  readonly medicareCents: number;
  readonly futa: BandedTax;
  /** Null when the request gives no SUTA rate. */
  readonly suta: BandedTax | null;
};

export const employerTaxes = (
  request: PaycheckRequest,
  taxes: EmployeeTaxes,
  stateModule: StateModule,
  ytd: YearToDateWages,
  year: TaxYearData,
): EmployerTaxes => {
  const wages = taxes.wages.unemploymentWagesCents;
  let suta: BandedTax | null = null;
  if (request.suta !== undefined) {
    const wageBaseCents = request.suta.wageBaseCents ?? taxes.state.sutaWageBaseCents;
    if (wageBaseCents === undefined) {
      throw new EngineInputError(
        'suta.wageBaseCents',
        `is required: Paydesk has no published ${request.taxYear} ${stateModule.name} SUTA wage base`,
      );
    }
    const rate = basisPoints(request.suta.rateBasisPoints);
    suta = computeSuta(wages, ytd.sutaWagesCents, rate, wageBaseCents);
  }
  return {
    // The employer matches the employee's social security and Medicare, not the additional 0.9%.
    socialSecurityCents: taxes.fica.socialSecurity.taxCents,
    medicareCents: taxes.fica.medicare.taxCents,
    futa: computeFuta(wages, ytd.futaWagesCents, year),
    suta,
  };
};
