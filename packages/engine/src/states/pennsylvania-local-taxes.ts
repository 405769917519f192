import type { EmployerLocalTax } from '@paydesk/contracts';
import type { IsoDate } from '../dates';
import { EngineInputError } from '../errors';
import { explanationRecorder } from '../explain/explainer';
import { applyRate, percent, type Rate } from '../rate';
import { philadelphiaRatesOn } from './data/philadelphia-wage-tax';
import type { LocalIncomeTaxAmount } from './state-module';

/**
 * The certificate's link to Philadelphia: none, a resident (taxed wherever they work), or a
 * nonresident who works in the city.
 */
export const PHILADELPHIA_OPTIONS = ['none', 'resident', 'nonresident_working_in'] as const;
export type PhiladelphiaLink = (typeof PHILADELPHIA_OPTIONS)[number];

type EarnedIncomeTaxEntry = Extract<EmployerLocalTax, { kind: 'paEit' }>;
type LocalServicesTaxEntry = Extract<EmployerLocalTax, { kind: 'paLst' }>;

const ACT_32_PUBLICATION = 'Act 32 earned income tax, DCED Local Withholding Tax FAQs';
const LST_PUBLICATION = 'Local Services Tax, DCED register of local taxes';

/** Below this yearly amount the LST is taken whole instead of spread. */
const LST_LUMP_SUM_MAX_CENTS = 10_00;

const isBelow = (a: Rate, b: Rate): boolean =>
  a.numerator * b.denominator < b.numerator * a.denominator;

const philadelphiaWageTax = (
  link: Exclude<PhiladelphiaLink, 'none'>,
  compensationCents: number,
  payDate: IsoDate,
): LocalIncomeTaxAmount => {
  const rates = philadelphiaRatesOn(payDate);
  if (rates === undefined) {
    throw new EngineInputError(
      'state.philadelphia',
      `has no Philadelphia wage tax rates in Paydesk's data for a pay date of ${payDate}`,
    );
  }
  const resident = link === 'resident';
  const rate = resident ? rates.residentRate : rates.nonresidentRate;
  const explain = explanationRecorder({ method: 'flatRate', publication: rates.publication });
  explain.cents('taxableWages', compensationCents);
  explain.rate(resident ? 'residentRate' : 'nonresidentRate', rate);
  return {
    localId: 'PA-PHILADELPHIA',
    localName: 'Philadelphia',
    taxCents: applyRate(compensationCents, rate),
    explanation: explain.build(),
  };
};

// Act 32: the higher of the residence's total resident rate (municipality plus school district)
// and the work place's nonresident rate, remitted to the work place's collector. On a tie the
// residence is named, the rate being the same.
const earnedIncomeTax = (
  entry: EarnedIncomeTaxEntry,
  compensationCents: number,
): LocalIncomeTaxAmount => {
  const residentRate = percent(entry.residence.residentRate);
  const nonresidentRate = percent(entry.work.nonresidentRate);
  const workRules = isBelow(residentRate, nonresidentRate);
  const rate = workRules ? nonresidentRate : residentRate;
  const locality = workRules ? entry.work : entry.residence;
  const explain = explanationRecorder({ method: 'flatRate', publication: ACT_32_PUBLICATION });
  explain.cents('taxableWages', compensationCents);
  explain.rate('residentRate', residentRate);
  explain.rate('nonresidentRate', nonresidentRate);
  explain.rate('rate', rate);
  return {
    localId: locality.localId,
    localName: locality.name,
    taxCents: applyRate(compensationCents, rate),
    explanation: explain.build(),
  };
};

// The yearly amount ÷ the pay periods, cut down to the cent, never past what is left of the
// year's amount; a yearly amount of $10 or less is taken whole (what is left of it, so the first
// paycheck of the year). Nothing, and no line, for an employee with the low-income exemption
// certificate or once the year's amount is paid.
const localServicesTax = (
  entry: LocalServicesTaxEntry,
  periodsPerYear: number,
  exempt: boolean,
): LocalIncomeTaxAmount | undefined => {
  if (exempt) return undefined;
  const leftCents = Math.max(0, entry.annualCents - entry.paidThisYearCents);
  const explain = explanationRecorder({
    method: 'annualAmountSpread',
    publication: LST_PUBLICATION,
    rounding: 'centDown',
  });
  explain.cents('annualAmount', entry.annualCents);
  let taxCents = leftCents;
  if (entry.annualCents > LST_LUMP_SUM_MAX_CENTS) {
    explain.count('periodsPerYear', periodsPerYear);
    taxCents = Math.min(Math.floor(entry.annualCents / periodsPerYear), leftCents);
  }
  if (taxCents === 0) return undefined;
  return {
    code: 'localServicesTax',
    localId: entry.localId,
    localName: entry.name,
    taxCents,
    explanation: explain.build(),
  };
};

export type PennsylvaniaLocalInput = {
  readonly philadelphia: PhiladelphiaLink;
  /** PA compensation: local taxes follow it even when REV-419 stops the state tax. */
  readonly compensationCents: number;
  readonly payDate: IsoDate;
  readonly periodsPerYear: number;
  readonly employerLocalTaxes: readonly EmployerLocalTax[];
  /** The certificate's LST exemption: either it or the entry's own flag exempts. */
  readonly lstExempt: boolean;
};

/**
 * Philadelphia's wage tax from the certificate, and the employer-entered Act 32 EIT and LST.
 * Philadelphia levies under the Sterling Act, outside Act 32: its residents pay its resident
 * rate wherever in the state they work, and nonresidents working there pay its nonresident rate,
 * which the home municipality credits; so for an employee linked to Philadelphia no Act 32 EIT
 * is withheld. The LST follows the work place and is withheld either way. The PA–NJ reciprocity
 * (REV-419) covers the state tax only, never these.
 */
export const pennsylvaniaLocalTaxes = (
  input: PennsylvaniaLocalInput,
): readonly LocalIncomeTaxAmount[] => {
  const lines: LocalIncomeTaxAmount[] = [];
  if (input.philadelphia !== 'none') {
    lines.push(philadelphiaWageTax(input.philadelphia, input.compensationCents, input.payDate));
  }
  input.employerLocalTaxes.forEach((entry, index) => {
    if (entry.kind === 'paEit') {
      if (input.philadelphia === 'none') {
        lines.push(earnedIncomeTax(entry, input.compensationCents));
      }
    } else if (entry.kind === 'paLst') {
      const line = localServicesTax(entry, input.periodsPerYear, entry.exempt || input.lstExempt);
      if (line !== undefined) lines.push(line);
    } else {
      throw new EngineInputError(
        `employerLocalTaxes[${index}].kind`,
        `is an Ohio municipal tax; a Pennsylvania paycheck takes paEit and paLst`,
      );
    }
  });
  return lines;
};
