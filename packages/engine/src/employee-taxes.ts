import type {
  PayLineJurisdiction,
  PaycheckRequest,
  TaxCode,
  TaxExplanation,
} from '@paydesk/contracts';
import { loweredWagesOf, type LoweredWages } from './deduction-treatment';
import type { Earnings } from './earnings';
import { explanationRecorder, type Explainer } from './explain/explainer';
import { computeFica, explainFica, type Fica, type FicaExplanations } from './fica';
import { computeSupplementalWithholding, type PaycheckOptions } from './federal/supplemental';
import { computeFederalWithholding, type FederalWithholding } from './federal/withholding';
import { periodsPerYear } from './pay-frequency';
import type {
  StateCalculation,
  StateModule,
  StateWages,
  YearToDateWages,
} from './states/state-module';
import type { TaxYearData } from './tax-years/tax-year-data';

export type EmployeeTaxKind =
  | 'federalIncomeTax'
  | 'socialSecurity'
  | 'medicare'
  | 'additionalMedicare'
  | 'stateIncomeTax'
  | 'localIncomeTax'
  | 'stateProgramme';

/** One employee tax of the paycheck as computed, before any shortfall cap. */
export type EmployeeTaxItem = {
  /** The family of the tax; a state programme's code says which programme it is. */
  readonly kind: EmployeeTaxKind;
  readonly code: TaxCode;
  readonly jurisdiction: PayLineJurisdiction;
  readonly requestedCents: number;
  /** How the amount was found. */
  readonly explanation?: TaxExplanation | undefined;
};

export const FEDERAL: PayLineJurisdiction = { level: 'federal' };

export type EmployeeTaxes = {
  readonly wages: StateWages;
  readonly federal: FederalWithholding;
  readonly fica: Fica;
  /** How the FICA lines were found; the employer's matching lines show the same. */
  readonly ficaExplanations: FicaExplanations;
  readonly state: StateCalculation;
  /** Most binding first: when pay cannot cover them all, the last ones give way. */
  readonly items: readonly EmployeeTaxItem[];
  readonly totalCents: number;
};

/** Computes every employee tax for given pre-tax deduction totals. */
export type EmployeeTaxCalculator = (
  section125Cents: number,
  retirement401kCents: number,
  /** The employee's HSA contributions inside `section125Cents`. */
  hsaCents?: number,
) => EmployeeTaxes;

/** The state's own certificate fields: everything but the code that chose the module. */
const certificateFieldsOf = (state: PaycheckRequest['state']): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(state)) if (key !== 'code') fields[key] = state[key];
  return fields;
};

export const employeeTaxCalculator = (
  request: PaycheckRequest,
  earnings: Earnings,
  year: TaxYearData,
  stateModule: StateModule,
  ytd: YearToDateWages,
  options: PaycheckOptions = {},
  employerHsaCents = 0,
): EmployeeTaxCalculator => {
  const periods = periodsPerYear(request.payFrequency);
  const state = stateModule.prepare(certificateFieldsOf(request.state));

  const stateJurisdiction: PayLineJurisdiction = { level: 'state', state: stateModule.code };

  return (section125Cents, retirement401kCents, hsaCents = 0) => {
    // The wages left once the pre-tax groups that lower them are out.
    const wagesLeft = (wages: keyof LoweredWages): number =>
      earnings.grossCents -
      (loweredWagesOf.section125[wages] ? section125Cents : 0) -
      (loweredWagesOf['401k'][wages] ? retirement401kCents : 0);
    const ficaWagesCents = wagesLeft('fica');
    const wages: StateWages = {
      grossCents: earnings.grossCents,
      supplementalCents: earnings.supplementalCents,
      retirement401kCents,
      section125Cents,
      hsaCents,
      employerHsaCents,
      federalIncomeTaxWagesCents: wagesLeft('incomeTax'),
      ficaWagesCents,
      unemploymentWagesCents: wagesLeft('unemployment'),
    };
    const federalExplain = explanationRecorder({
      method: 'federalPercentage',
      publication: year.federal.publication,
    });
    const federal =
      options.withholding === 'supplemental'
        ? supplementalFederal(request.federal, wages, periods, year, options, federalExplain)
        : computeFederalWithholding(
            request.federal,
            wages.federalIncomeTaxWagesCents,
            periods,
            year.federal,
            federalExplain,
          );
    const fica = computeFica(ficaWagesCents, ytd, year);
    const ficaExplanations = explainFica(fica, ytd, year);
    const stateTaxes = state.calculate({
      taxYear: request.taxYear,
      payDate: request.payDate,
      period: request.period,
      payFrequency: request.payFrequency,
      periodsPerYear: periods,
      federal: request.federal,
      federalIncomeTaxCents: federal.taxCents,
      wages,
      ytd,
      employerLocalTaxes: request.employerLocalTaxes,
    });

    // Mandatory contributions first, then income taxes, whose voluntary extra withholding is
    // what can outgrow a small paycheck.
    const items: EmployeeTaxItem[] = [
      federalItem('socialSecurity', fica.socialSecurity.taxCents, ficaExplanations.socialSecurity),
      federalItem('medicare', fica.medicare.taxCents, ficaExplanations.medicare),
    ];
    if (fica.additionalMedicare.taxableCents > 0) {
      items.push(
        federalItem(
          'additionalMedicare',
          fica.additionalMedicare.taxCents,
          ficaExplanations.additionalMedicare,
        ),
      );
    }
    stateTaxes.programmes.forEach((programme, index) => {
      if (!programme.employeePays) return;
      items.push({
        kind: 'stateProgramme',
        code: programme.code,
        jurisdiction: stateJurisdiction,
        requestedCents: programme.employeeCents,
        explanation: stateTaxes.programmeExplanations?.[index]?.employee,
      });
    });
    items.push(federalItem('federalIncomeTax', federal.taxCents, federalExplain.build()));
    if (stateModule.hasIncomeTax) {
      items.push({
        kind: 'stateIncomeTax',
        code: 'stateIncomeTax',
        jurisdiction: stateJurisdiction,
        requestedCents: stateTaxes.incomeTaxCents,
        explanation: stateTaxes.incomeTaxExplanation,
      });
    }
    // Local income taxes (New York City, Yonkers): their own lines, counted in the state income
    // tax total (the answer has no local field); they give way first of all when the pay cannot
    // cover everything.
    for (const local of stateTaxes.localIncomeTaxes) {
      items.push({
        kind: 'localIncomeTax',
        code: local.code ?? 'localIncomeTax',
        jurisdiction: {
          level: 'local',
          state: stateModule.code,
          localId: local.localId,
          ...(local.localName === undefined ? {} : { localName: local.localName }),
        },
        requestedCents: local.taxCents,
        explanation: local.explanation,
      });
    }
    let totalCents = 0;
    for (const item of items) totalCents += item.requestedCents;
    return { wages, federal, fica, ficaExplanations, state: stateTaxes, items, totalCents };
  };
};

const federalItem = (
  code: 'socialSecurity' | 'medicare' | 'additionalMedicare' | 'federalIncomeTax',
  requestedCents: number,
  explanation: TaxExplanation | undefined,
): EmployeeTaxItem => ({ kind: code, code, jurisdiction: FEDERAL, requestedCents, explanation });

/**
 * Supplemental wages withheld on apart: regular wages (if any) by the W-4 on what the pre-tax
 * deductions leave of them, and the bonus and commission at the flat rate. Pre-tax deductions
 * come out of the regular wages first, then out of the supplemental wages. The explanation shows
 * the regular worksheet's lines (and its publication) followed by the flat rate's; the flat rate
 * alone names Pub 15, which prints it.
 */
const supplementalFederal = (
  w4: PaycheckRequest['federal'],
  wages: StateWages,
  periods: number,
  year: TaxYearData,
  options: PaycheckOptions,
  explain: Explainer,
): FederalWithholding => {
  const preTaxCents = wages.section125Cents + wages.retirement401kCents;
  const regularCents = wages.grossCents - wages.supplementalCents;
  const regularTaxableCents = Math.max(0, regularCents - preTaxCents);
  const supplementalTaxableCents = Math.max(
    0,
    wages.supplementalCents - Math.max(0, preTaxCents - regularCents),
  );
  const regular =
    regularTaxableCents > 0
      ? computeFederalWithholding(w4, regularTaxableCents, periods, year.federal, explain)
      : { taxCents: 0, adjustedAnnualWageCents: 0 };
  if (regularTaxableCents === 0 && supplementalTaxableCents > 0) {
    explain.publication(year.employmentTaxPublication);
  }
  const flatCents = computeSupplementalWithholding(
    supplementalTaxableCents,
    options.supplementalYtdCents ?? 0,
    w4.exempt,
    year,
    explain,
  );
  return {
    taxCents: regular.taxCents + flatCents,
    adjustedAnnualWageCents: regular.adjustedAnnualWageCents,
  };
};
