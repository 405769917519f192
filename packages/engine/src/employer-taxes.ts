import type { PaycheckRequest, TaxExplanation } from '@paydesk/contracts';
import type { EmployeeTaxes } from './employee-taxes';
import { EngineInputError } from './errors';
import { wageBaseRateExplanation } from './explain/wage-base-rate';
import { computeFuta, computeSuta } from './futa-suta';
import { basisPoints } from './rate';
import type { StateModule, YearToDateWages } from './states/state-module';
import type { TaxYearData } from './tax-years/tax-year-data';
import type { BandedTax } from './year-to-date';

export type EmployerTaxes = {
  readonly socialSecurityCents: number;
  readonly medicareCents: number;
  readonly futa: BandedTax;
  readonly futaExplanation: TaxExplanation;
  /** Null when the request gives no SUTA rate. */
  readonly suta: BandedTax | null;
  readonly sutaExplanation: TaxExplanation | null;
};

const SUTA_PUBLICATIONS = new Map<StateModule, Map<number, string>>();

/** The rate is the company's own, from the state's yearly notice: the explanation names that. */
const sutaPublication = (stateModule: StateModule, taxYear: number): string => {
  let byYear = SUTA_PUBLICATIONS.get(stateModule);
  if (byYear === undefined) {
    byYear = new Map();
    SUTA_PUBLICATIONS.set(stateModule, byYear);
  }
  let text = byYear.get(taxYear);
  if (text === undefined) {
    text = `${stateModule.name} unemployment insurance rate notice ${taxYear}`;
    byYear.set(taxYear, text);
  }
  return text;
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
  let sutaExplanation: TaxExplanation | null = null;
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
    sutaExplanation = wageBaseRateExplanation(
      suta.taxableCents,
      ytd.sutaWagesCents,
      wageBaseCents,
      rate,
      sutaPublication(stateModule, request.taxYear),
    );
  }
  const futa = computeFuta(wages, ytd.futaWagesCents, year);
  return {
    // The employer matches the employee's social security and Medicare, not the additional 0.9%.
    socialSecurityCents: taxes.fica.socialSecurity.taxCents,
    medicareCents: taxes.fica.medicare.taxCents,
    futa,
    futaExplanation: wageBaseRateExplanation(
      futa.taxableCents,
      ytd.futaWagesCents,
      year.futa.wageBaseCents,
      year.futa.rate,
      year.employmentTaxPublication,
    ),
    suta,
    sutaExplanation,
  };
};
