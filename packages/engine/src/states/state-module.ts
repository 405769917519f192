import type {
  EmployerLocalTax,
  LocalTaxId,
  TaxExplanation,
  PaycheckFederalW4,
  PaycheckPeriod,
  StateProgrammeCode,
  UsStateCode,
} from '@paydesk/contracts';
import type { z } from 'zod';
import type { IsoDate } from '../dates';
import type { Explainer } from '../explain/explainer';
import type { PayFrequency } from '../pay-frequency';
import type { Rate } from '../rate';
import type { EditionDate, TaxYearEditions } from './editions';

/** Wages of the paycheck, split the ways states define their taxable wages. */
export type StateWages = {
  /** All wages; reimbursements are not wages. */
  readonly grossCents: number;
  /** Bonus and commission, already inside grossCents. */
  readonly supplementalCents: number;
  readonly retirement401kCents: number;
  readonly section125Cents: number;
  /** The employee's HSA contributions, inside `section125Cents` (CA and NJ tax them). */
  readonly hsaCents: number;
  /** The employer's HSA contributions: not in the gross, not wages federally (CA and NJ: wages). */
  readonly employerHsaCents: number;
  /** Gross less 401(k) and section 125: the federal definition, which most states follow. */
  readonly federalIncomeTaxWagesCents: number;
  /** Gross less section 125 (401(k) deferrals stay in). */
  readonly ficaWagesCents: number;
  /** Gross less section 125 (401(k) deferrals stay in). */
  readonly unemploymentWagesCents: number;
};

/** Year-to-date wages before this paycheck, uncapped. */
export type YearToDateWages = {
  readonly socialSecurityWagesCents: number;
  readonly medicareWagesCents: number;
  readonly futaWagesCents: number;
  readonly sutaWagesCents: number;
};

/**
 * An employee-paid (and possibly employer-shared) state programme: unemployment, disability,
 * paid family leave, long-term care. Computed on year-to-date wages like social security.
 */
export type StateProgramme = {
  /** Its code in the pay-line vocabulary, which names it: e.g. `PA_UC`. */
  readonly code: StateProgrammeCode;
  /** Which wages, and which year-to-date figure, the wage base is counted on. */
  readonly wageBasis: 'unemployment' | 'socialSecurity' | 'medicare';
  readonly employeeRate: Rate;
  readonly employerRate?: Rate;
  /** Yearly wage cap per employee; absent when uncapped. */
  readonly wageBaseCents?: number;
  /** Yearly cap on the employee contribution itself, for programmes published that way. */
  readonly maxEmployeeCents?: number;
  /** The agency publication of the rate and wage base, as printed: its lines' explanations name it. */
  readonly publication?: string;
};

/** What every state's tax-year data carries besides its own withholding figures. */
export type StateYearData = {
  // The published SUTA wage base is not here: src/suta/wage-bases.ts holds it for every state.
  readonly programmes: readonly StateProgramme[];
  /**
   * The agency publication and edition these figures come from, as printed
   * (`Circular EN 2026`): every tax line's explanation names it.
   */
  readonly publication?: string;
};

/** The paycheck as a state module sees it. */
export type StateContext = {
  readonly taxYear: number;
  readonly payDate: IsoDate;
  readonly period?: PaycheckPeriod | undefined;
  readonly payFrequency: PayFrequency;
  readonly periodsPerYear: number;
  /** Several states lean on the federal W-4 (filing status default, exemption). */
  readonly federal: PaycheckFederalW4;
  /**
   * The federal income tax withheld from this paycheck, extra withholding included: computed
   * before the state's, for the states that subtract it (Alabama, Oregon).
   */
  readonly federalIncomeTaxCents: number;
  readonly wages: StateWages;
  readonly ytd: YearToDateWages;
  /** Local taxes at rates the employer entered, for the states whose tables are not published. */
  readonly employerLocalTaxes: readonly EmployerLocalTax[];
};

export type StateWithholdingInput<TCertificate, TData> = StateContext & {
  readonly certificate: TCertificate;
  /** The edition of the tax year in force for this paycheck. */
  readonly data: TData;
  /** The result of the module's own `wages`. */
  readonly taxableWagesCents: number;
  /**
   * Records how the amount is found (method, inputs, table row, rounding). Taxable wages, pay
   * periods and the edition's publication are recorded already; the module adds its own steps.
   */
  readonly explain: Explainer;
};

export type StateIncomeTax<TCertificate, TData> = {
  /** The state's income-tax wages for this paycheck. */
  readonly wages: (wages: StateWages, certificate: TCertificate, data: TData) => number;
  /**
   * Whole cents to withhold this period: the state's formula, rounded as the state prescribes,
   * plus the certificate's additional withholding. Never negative.
   */
  readonly withhold: (input: StateWithholdingInput<TCertificate, TData>) => number;
  /**
   * Local income taxes the state's employers withhold along with it (New York City, Yonkers),
   * each its own pay-stub line; none when absent. Whole cents, extra withholding included.
   */
  readonly localTaxes?: (
    input: StateWithholdingInput<TCertificate, TData>,
  ) => readonly LocalIncomeTaxAmount[];
};

/** A local tax withheld through the state module, by its locality (`NYC`, `MD-16`). */
export type LocalIncomeTaxAmount = {
  /** `localIncomeTax` unless said otherwise (`localServicesTax`: PA LST). */
  readonly code?: 'localIncomeTax' | 'localServicesTax';
  readonly localId: LocalTaxId;
  /** The proper name of a locality the catalogues do not name (`Montgomery County`). */
  readonly localName?: string;
  readonly taxCents: number;
  /** How it was found: build it with `explanationRecorder` (src/explain/explainer.ts). */
  readonly explanation?: TaxExplanation;
};

/** A local tax the module computes (from its own table) or applies at the employer's rate. */
export type StateLocal = {
  readonly localId: LocalTaxId;
  readonly name: string;
  readonly source: 'table' | 'employer';
};

/**
 * What a state module declares. The certificate schema is a zod object of the state's own
 * certificate fields (without `code`); make it strict so a misspelt field is an error, and give
 * every field a default so "no certificate on file" is the empty object.
 */
export type StateModuleDefinition<TSchema extends z.ZodObject, TData extends StateYearData> = {
  readonly code: UsStateCode;
  readonly name: string;
  /** The certificate's form name (`IL-W-4`), or null when the state has none. */
  readonly certificateName: string | null;
  readonly certificateSchema: TSchema;
  readonly taxYears: TaxYearEditions<TData>;
  /** The date that selects an edition inside a year; the pay date unless the state says otherwise. */
  readonly editionDate?: EditionDate;
  /** Null for the states without a wage income tax. */
  readonly incomeTax: StateIncomeTax<z.output<TSchema>, TData> | null;
  /** The programmes this employee pays into; all of the year's programmes when absent. */
  readonly programmes?: (certificate: z.output<TSchema>, data: TData) => readonly StateProgramme[];
  /** The local taxes computed with the state's, for the catalogue; none when absent. */
  readonly locals?: readonly StateLocal[];
};

export type StateProgrammeAmount = {
  readonly code: StateProgrammeCode;
  /** False for a programme the employer alone pays (TriMet): no employee line at all. */
  readonly employeePays: boolean;
  readonly taxableWagesCents: number;
  readonly employeeCents: number;
  readonly employerCents: number;
};

/** How a programme's lines were found; the employer's only when it pays a share. */
export type StateProgrammeExplanation = {
  readonly employee: TaxExplanation;
  readonly employer?: TaxExplanation;
};

export type StateCalculation = {
  readonly incomeTaxWagesCents: number;
  readonly incomeTaxCents: number;
  /** How the income tax was found; absent for the states without a wage income tax. */
  readonly incomeTaxExplanation?: TaxExplanation;
  /** Local income taxes, on the state's income-tax wages; counted as state income tax. */
  readonly localIncomeTaxes: readonly LocalIncomeTaxAmount[];
  readonly programmes: readonly StateProgrammeAmount[];
  /** How each programme's amounts were found, indexed like `programmes`. */
  readonly programmeExplanations?: readonly StateProgrammeExplanation[];
  /** The state's published SUTA wage base for the year (src/suta/wage-bases.ts), if on file. */
  readonly sutaWageBaseCents: number | undefined;
};

/** A state module as the engine holds it, its certificate type sealed inside. */
export type StateModule = {
  readonly code: UsStateCode;
  readonly name: string;
  readonly hasIncomeTax: boolean;
  /** The form's name ('IL-W-4'), or null for states without a certificate. */
  readonly certificateName: string | null;
  /** The certificate fields with their defaults, e.g. to describe them as JSON Schema. */
  readonly certificateSchema: z.ZodObject;
  readonly certificateFields: readonly string[];
  readonly taxYears: readonly number[];
  readonly locals: readonly StateLocal[];
  /** The publication of the edition in force on a date, when the module names it. */
  readonly publicationOn: (date: IsoDate) => string | null;
  /**
   * Validates the employee's certificate fields (throwing an EngineInputError that names
   * `state.<field>`) once; the answer then computes any number of paychecks.
   */
  readonly prepare: (certificateFields: Readonly<Record<string, unknown>>) => PreparedState;
};

/** A state module bound to one employee's validated certificate. */
export type PreparedState = {
  readonly calculate: (context: StateContext) => StateCalculation;
};
