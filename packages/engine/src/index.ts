export { calculatePaycheck, calculateParsedPaycheck } from './gross-to-net';
export { parsePaycheckRequest } from './parse-request';
export { EngineInputError, isEngineInputError } from './errors';
export { computeEarnings, MAX_GROSS_CENTS } from './earnings';
export type { Earnings, EarningLine, EarningsContext } from './earnings';
export { earningTreatments } from './earning-treatment';
export type { EarningTreatment, EarningTreatments, RateFactor } from './earning-treatment';
export { deductionTreatments, isPreTax, loweredWagesOf } from './deduction-treatment';
export type { DeductionGroup, DeductionTreatment, LoweredWages } from './deduction-treatment';
export { findBenefitLimits } from './benefits/benefit-limits';
export type { BenefitLimitYear } from './benefits/benefit-limits';
export { statutoryLimitCents } from './benefits/limit-of-kind';
export type { LimitQuestion } from './benefits/limit-of-kind';
export { computeGarnishments } from './benefits/garnishments';
export { FEDERAL_GARNISHMENT_RULES, STATE_GARNISHMENT_RULES } from './benefits/garnishment-rules';
export { computeFederalWithholding } from './federal/withholding';
export { computeSupplementalWithholding } from './federal/supplemental';
export type { PaycheckOptions, WithholdingMethod } from './federal/supplemental';
export type { FederalWithholding } from './federal/withholding';
export { computeFica } from './fica';
export type { Fica } from './fica';
export { computeFuta, computeSuta } from './futa-suta';
export { bandedTax } from './year-to-date';
export type { BandedTax, WageBand } from './year-to-date';
export { divideRoundHalfUp, multiplyDivideRoundHalfUp } from './money';
export { applyRate, basisPoints, formatRate, multiplyRates, percent, ZERO_RATE } from './rate';
export type { Rate } from './rate';
export { periodsPerYear } from './pay-frequency';
export type { PayFrequency } from './pay-frequency';
export { findTaxYear, supportedTaxYears } from './tax-years/registry';
export type {
  FederalBracket,
  FederalTable,
  FederalTableSet,
  FederalTaxYear,
  TaxYearData,
} from './tax-years/tax-year-data';
export { defineStateModule } from './states/define-state-module';
export { selectEdition, wholeYear } from './states/editions';
export type { Edition, EditionDate, TaxYearEditions } from './states/editions';
export { findStateModule, stateModules, supportedStateCodes } from './states/registry';
export type {
  LocalIncomeTaxAmount,
  StateCalculation,
  StateContext,
  StateIncomeTax,
  StateModule,
  StateModuleDefinition,
  StateProgramme,
  StateProgrammeAmount,
  StateWages,
  StateWithholdingInput,
  StateYearData,
  YearToDateWages,
} from './states/state-module';
export { isFlaggedSutaWageBase, publishedSutaWageBase, SUTA_WAGE_BASES } from './suta/wage-bases';
export type { SutaWageBase } from './suta/wage-bases';
export * from './calendar';
export * from './deposits';
export * from './filings';
export * from './year-end';
