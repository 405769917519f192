import type { EmployerLocalTax } from '@paydesk/contracts';
import { EngineInputError } from '../errors';
import { explanationRecorder } from '../explain/explainer';
import { applyRate, percent } from '../rate';
import type { OhioSchoolDistrict } from './data/ohio-school-districts';
import { annualRateByPeriod } from './per-period';
import type { LocalIncomeTaxAmount } from './state-module';

type MunicipalEntry = Extract<EmployerLocalTax, { kind: 'ohMunicipal' }>;

const MUNICIPAL_PUBLICATION =
  'Ohio municipal income tax, R.C. Chapter 718 (rate entered by the employer)';

/** IT 4 school district number: four digits; a number off the list levies no tax. */
export const SCHOOL_DISTRICT_NUMBER = /^\d{4}$/;

/** A district's pay-line locality: `OH-SD-0203`. */
export const schoolDistrictLocalId = (district: OhioSchoolDistrict): string =>
  `OH-SD-${district.number}`;

export type OhioSchoolDistrictInput = {
  readonly district: OhioSchoolDistrict;
  readonly publication: string;
  /** The state withholding wages of the period. */
  readonly wagesCents: number;
  readonly exemptions: number;
  /** Per IT 4 exemption, annual: the state's figure. */
  readonly exemptionCents: number;
  readonly periodsPerYear: number;
};

/**
 * School district income tax of the district the employee lives in (the IT 4 gives it). A
 * traditional district taxes the state's base, annualized as the optional computer formula does
 * (wages × periods − $650 × exemptions, at the district's rate, ÷ periods, rounded once); an
 * earned-income district takes its rate of the wages with no exemption.
 */
export const ohioSchoolDistrictTax = (input: OhioSchoolDistrictInput): LocalIncomeTaxAmount => {
  const { district, wagesCents, periodsPerYear } = input;
  const localId = schoolDistrictLocalId(district);
  if (district.base === 'earnedIncome') {
    const explain = explanationRecorder({ method: 'flatRate', publication: input.publication });
    explain.cents('taxableWages', wagesCents);
    explain.rate('rate', district.rate);
    return {
      localId,
      localName: district.name,
      taxCents: applyRate(wagesCents, district.rate),
      explanation: explain.build(),
    };
  }
  const explain = explanationRecorder({
    method: 'annualizedPercentage',
    publication: input.publication,
  });
  const annualWagesCents = wagesCents * periodsPerYear;
  const annualTaxableCents = Math.max(
    0,
    annualWagesCents - input.exemptions * input.exemptionCents,
  );
  explain.cents('taxableWages', wagesCents);
  explain.count('periodsPerYear', periodsPerYear);
  explain.cents('annualWages', annualWagesCents);
  explain.count('exemptions', input.exemptions);
  explain.cents('exemptionAmount', input.exemptionCents);
  explain.cents('annualTaxableWages', annualTaxableCents);
  explain.rate('rate', district.rate);
  return {
    localId,
    localName: district.name,
    taxCents: annualRateByPeriod(annualTaxableCents, district.rate, periodsPerYear),
    explanation: explain.build(),
  };
};

/**
 * An employer-entered municipal tax, on the municipal base (R.C. 718.01 qualifying wages: the
 * Medicare wages, so 401(k) deferrals stay in). The work city's rate applies to all of it, one
 * rate for residents and nonresidents alike. When the employer also withholds for the residence
 * city as a courtesy, RITA's way: the residence rate of the wages, less a credit for the work
 * city's tax that is at most the residence city's credit rate of the wages (credit factor 100%),
 * never below zero; a courtesy amount of zero is no line at all.
 */
const municipalTaxes = (
  entry: MunicipalEntry,
  municipalWagesCents: number,
): readonly LocalIncomeTaxAmount[] => {
  const workRate = percent(entry.work.rate);
  const workTaxCents = applyRate(municipalWagesCents, workRate);
  const work = explanationRecorder({ method: 'flatRate', publication: MUNICIPAL_PUBLICATION });
  work.cents('taxableWages', municipalWagesCents);
  work.rate('rate', workRate);
  const lines: LocalIncomeTaxAmount[] = [
    {
      localId: entry.work.localId,
      localName: entry.work.name,
      taxCents: workTaxCents,
      explanation: work.build(),
    },
  ];
  const { residence } = entry;
  if (residence === undefined) return lines;
  const residenceRate = percent(residence.rate);
  const creditCents = Math.min(
    workTaxCents,
    applyRate(municipalWagesCents, percent(residence.creditRate)),
  );
  const taxCents = Math.max(0, applyRate(municipalWagesCents, residenceRate) - creditCents);
  if (taxCents === 0) return lines;
  const courtesy = explanationRecorder({ method: 'flatRate', publication: MUNICIPAL_PUBLICATION });
  courtesy.cents('taxableWages', municipalWagesCents);
  courtesy.rate('rate', residenceRate);
  courtesy.cents('otherLocalityCredit', creditCents);
  lines.push({
    localId: residence.localId,
    localName: residence.name,
    taxCents,
    explanation: courtesy.build(),
  });
  return lines;
};

/** Every `ohMunicipal` entry of the paycheck; another state's kinds are an error. */
export const ohioMunicipalTaxes = (
  entries: readonly EmployerLocalTax[],
  municipalWagesCents: number,
): readonly LocalIncomeTaxAmount[] =>
  entries.flatMap((entry, index) => {
    if (entry.kind !== 'ohMunicipal') {
      throw new EngineInputError(
        `employerLocalTaxes[${index}].kind`,
        `is a Pennsylvania local tax; an Ohio paycheck takes ohMunicipal`,
      );
    }
    return municipalTaxes(entry, municipalWagesCents);
  });
