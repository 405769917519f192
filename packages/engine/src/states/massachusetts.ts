import { z } from 'zod';
import { EngineInputError } from '../errors';
import type { Explainer } from '../explain/explainer';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import type { StateYearData, StateWithholdingInput } from './state-module';

/** One pay period's figures in Circular M, in cents. */
export type MassachusettsPeriod = {
  /** Exemption factor: `perExemption` × exemptions + `base`, when one or more is claimed. */
  readonly perExemptionCents: number;
  readonly exemptionBaseCents: number;
  readonly headOfHouseholdCents: number;
  readonly blindnessCents: number;
  /** No withholding below these wages for an employee claiming one or more exemptions. */
  readonly noWithholdingBelowCents: number;
};

export type MassachusettsYear = StateYearData & {
  readonly rate: Rate;
  /** 5% + the 4% surtax, on annualized wages above the threshold. */
  readonly surtaxRate: Rate;
  readonly surtaxThresholdCents: number;
  /** Step 1: social security, Medicare and retirement contributions, at most this a year. */
  readonly contributionDeductionCapCents: number;
  /** The employee's FICA, to know what step 1 may subtract (Circular M does not print it). */
  readonly socialSecurityRate: Rate;
  readonly socialSecurityWageBaseCents: number;
  readonly medicareRate: Rate;
  /** Pay periods per year → its figures (27: a 27-payday biweekly year; 260: daily). */
  readonly periods: Readonly<Record<number, MassachusettsPeriod>>;
};

const period = (
  perExemption: number,
  base: number,
  headOfHouseholdCents: number,
  blindnessCents: number,
  noWithholdingBelow: number,
): MassachusettsPeriod => ({
  perExemptionCents: perExemption * 100,
  exemptionBaseCents: base * 100,
  headOfHouseholdCents,
  blindnessCents,
  noWithholdingBelowCents: noWithholdingBelow * 100,
});

const BIWEEKLY = period(38, 131, 4_62, 4_23, 308);

// Circular M (Rev. 12/25), effective 1 January 2026, percentage method p. 12 and supplemental
// wages p. 13. MA PFML 2026 (risk-strategies.com, nfp.com): 0.88% for employers of 25 or more,
// the employee paying up to 0.46% (medical 0.28% + family 0.18%) and the employer at least 0.42%,
// on wages up to the social security base. FLAGGED: an employer of fewer than 25 owes no share
// (the request has no headcount; the larger employer's split is charged).
export const MASSACHUSETTS_2026: MassachusettsYear = {
  rate: percent('5'),
  surtaxRate: percent('9'),
  surtaxThresholdCents: 1_107_750_00,
  contributionDeductionCapCents: 2_000_00,
  socialSecurityRate: percent('6.2'),
  socialSecurityWageBaseCents: 184_500_00,
  medicareRate: percent('1.45'),
  periods: {
    52: period(19, 66, 2_31, 2_12, 154),
    26: BIWEEKLY,
    27: BIWEEKLY,
    24: period(42, 141, 5_00, 4_58, 333),
    12: period(83, 284, 10_00, 9_17, 667),
    260: period(3, 9, 33, 30, 22),
    1: period(1_000, 3_400, 120_00, 110_00, 8_000),
  },
  programmes: [
    {
      code: 'MA_PFML',
      wageBasis: 'socialSecurity',
      employeeRate: percent('0.46'),
      employerRate: percent('0.42'),
      wageBaseCents: 184_500_00,
      publication: 'DFML 2026 PFML contribution rates (Massachusetts)',
    },
  ],
  publication: 'Circular M (Rev. 12/25), Massachusetts DOR',
};

/** Step 4: 5% of annualized wages, 9% of the part above the surtax threshold. */
export const massachusettsAnnualTax = (data: MassachusettsYear, annualCents: number): number =>
  applyRate(Math.min(annualCents, data.surtaxThresholdCents), data.rate) +
  applyRate(Math.max(0, annualCents - data.surtaxThresholdCents), data.surtaxRate);

const periodFigures = (data: MassachusettsYear, periodsPerYear: number): MassachusettsPeriod => {
  const figures = data.periods[periodsPerYear];
  if (figures === undefined) {
    throw new EngineInputError('payFrequency', 'has no Massachusetts Circular M figures');
  }
  return figures;
};

/** Step 2: nothing for no exemption; the factor's base comes with the first one. */
const exemptionFactor = (figures: MassachusettsPeriod, exemptions: number): number =>
  exemptions === 0 ? 0 : exemptions * figures.perExemptionCents + figures.exemptionBaseCents;

/** Step 4's two rows: the rate up to the surtax threshold, the surtax rate above it. */
const annualRow = (data: MassachusettsYear, annualCents: number) =>
  annualCents > data.surtaxThresholdCents
    ? {
        fromCents: data.surtaxThresholdCents,
        baseCents: applyRate(data.surtaxThresholdCents, data.rate),
        rate: data.surtaxRate,
      }
    : { fromCents: 0, baseCents: 0, rate: data.rate };

/**
 * Circular M's percentage method on regular wages already less step 1: step 2 (exemptions),
 * steps 3 to 5 (annualize, tax, divide), step 6 (head of household and blindness credits).
 */
export const massachusettsRegularTax = (
  data: MassachusettsYear,
  periodsPerYear: number,
  wagesCents: number,
  claim: { readonly exemptions: number; readonly blindness: number; readonly hoh: boolean },
  explain?: Explainer,
): number => {
  const figures = periodFigures(data, periodsPerYear);
  const factor = exemptionFactor(figures, claim.exemptions);
  const annualNet = Math.max(0, wagesCents - factor) * periodsPerYear;
  const annualTax = massachusettsAnnualTax(data, annualNet);
  const credits =
    (claim.hoh ? figures.headOfHouseholdCents : 0) + claim.blindness * figures.blindnessCents;
  if (explain !== undefined) {
    if (claim.exemptions > 0) {
      explain.count('exemptions', claim.exemptions);
      explain.cents('exemptionAmount', factor);
    }
    explain.cents('annualTaxableWages', annualNet);
    explain.bracket(annualRow(data, annualNet), true);
    explain.cents('annualTax', annualTax);
    if (credits > 0) explain.cents('taxCredit', credits);
  }
  return Math.max(0, perPeriod(annualTax, periodsPerYear) - credits);
};

/**
 * Section G: a supplemental payment is taxed with the annualized regular wages (net of steps 1
 * and 2) in view, at the lesser of 9% of it or 9% of the part above the threshold + 5% of the rest.
 */
export const massachusettsSupplementalTax = (
  data: MassachusettsYear,
  paymentCents: number,
  annualRegularNetCents: number,
): number => {
  const excess = paymentCents + annualRegularNetCents - data.surtaxThresholdCents;
  if (excess <= 0) return applyRate(paymentCents, data.rate);
  const above = Math.min(excess, paymentCents);
  const split = applyRate(above, data.surtaxRate) + applyRate(paymentCents - above, data.rate);
  return Math.min(applyRate(paymentCents, data.surtaxRate), split);
};

/** Step 1: the FICA this paycheck, as far as the $2,000 yearly cap leaves room for it. */
const contributionDeduction = ({
  data,
  wages,
  ytd,
}: StateWithholdingInput<unknown, MassachusettsYear>): number => {
  const fica = (socialSecurityWages: number, medicareWages: number): number =>
    Math.min(
      data.contributionDeductionCapCents,
      applyRate(
        Math.min(socialSecurityWages, data.socialSecurityWageBaseCents),
        data.socialSecurityRate,
      ) + applyRate(medicareWages, data.medicareRate),
    );
  return (
    fica(
      ytd.socialSecurityWagesCents + wages.ficaWagesCents,
      ytd.medicareWagesCents + wages.ficaWagesCents,
    ) - fica(ytd.socialSecurityWagesCents, ytd.medicareWagesCents)
  );
};

export const massachusetts = defineStateModule({
  code: 'MA',
  name: 'Massachusetts',
  certificateName: 'M-4',
  // No M-4 on file: no exemptions.
  certificateSchema: z.strictObject({
    /** Line 3: total exemptions. */
    exemptions: certificateCount(),
    headOfHousehold: certificateFlag(),
    blind: certificateFlag(),
    spouseBlind: certificateFlag(),
    /** Full-time student in seasonal or part-time work earning at most $8,000: no withholding. */
    fullTimeStudent: certificateFlag(),
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, MASSACHUSETTS_2026) },
  incomeTax: {
    // FLAGGED (general knowledge, not in the stored sources): Massachusetts taxes 401(k)
    // deferrals, like Pennsylvania; section 125 amounts stay out.
    wages: (wages) => wages.grossCents - wages.section125Cents,
    withhold: (input) => {
      const { certificate, data, taxableWagesCents, periodsPerYear, explain } = input;
      if (certificate.fullTimeStudent) {
        explain.method('exempt');
        return 0;
      }
      const figures = periodFigures(data, periodsPerYear);
      const supplemental = Math.min(input.wages.supplementalCents, taxableWagesCents);
      const regular = taxableWagesCents - supplemental;
      const step1 = contributionDeduction(input);
      const afterStep1 = Math.max(0, regular - step1);
      explain.cents('federalTaxDeduction', step1);
      const claim = {
        exemptions: certificate.exemptions,
        blindness: (certificate.blind ? 1 : 0) + (certificate.spouseBlind ? 1 : 0),
        hoh: certificate.headOfHousehold,
      };
      const belowFloor = claim.exemptions > 0 && regular < figures.noWithholdingBelowCents;
      const regularTax = belowFloor
        ? 0
        : massachusettsRegularTax(data, periodsPerYear, afterStep1, claim, explain);
      let supplementalTax = 0;
      if (supplemental > 0) {
        explain.cents('supplementalWages', supplemental);
        // FLAGGED: the engine keeps no year-to-date supplemental figure, so section G's "prior
        // supplemental payments" are taken as none.
        const annualRegularNet =
          Math.max(0, afterStep1 - exemptionFactor(figures, claim.exemptions)) * periodsPerYear;
        supplementalTax = massachusettsSupplementalTax(data, supplemental, annualRegularNet);
      }
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return regularTax + supplementalTax + certificate.additionalWithholdingCents;
    },
  },
});
