import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp, multiplyDivideRoundHalfUp } from '../money';
import { applyRate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import {
  ARKANSAS_FORMULA_2026_01,
  type ArkansasLine,
  type ArkansasLowIncomeBand,
  type ArkansasLowIncomeCredit,
  type ArkansasLowIncomeStatus,
  type ArkansasYear,
} from './data/arkansas-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear, type TaxYearEditions } from './editions';
import type { StateModule } from './state-module';

/**
 * Step 2: below the cut-off, net taxable income is looked up at the midpoint of its $100 band
 * ($23,054 → $23,050); from it on, at its exact whole-dollar figure.
 */
export const arkansasLookupAmount = (netCents: number, midrangeBelowCents: number): number => {
  const dollars = Math.floor(netCents / 100);
  if (netCents >= midrangeBelowCents) return dollars * 100;
  return (Math.floor(dollars / 100) * 100 + 50) * 100;
};

const lineFor = (lines: readonly ArkansasLine[], amountCents: number): ArkansasLine => {
  let chosen = lines[0];
  for (const line of lines) {
    if (amountCents > line.overCents) chosen = line;
    else break;
  }
  if (chosen === undefined) throw new RangeError('the Arkansas table needs at least one line');
  return chosen;
};

/** Step 3: rate × amount − subtraction, rounded half-up to the whole dollar; never below zero. */
export const arkansasGrossTax = (line: ArkansasLine, amountCents: number): number => {
  const { numerator, denominator } = line.rate;
  const scaled = amountCents * numerator - line.subtractCents * denominator;
  return scaled <= 0 ? 0 : divideRoundHalfUp(scaled, denominator * 100) * 100;
};

const lowIncomeBand = (
  credit: ArkansasLowIncomeCredit,
  status: ArkansasLowIncomeStatus,
  exemptions: number,
): ArkansasLowIncomeBand => {
  if (status === 'single') return credit.single;
  return exemptions <= 1 ? credit[status].upToOne : credit[status].more;
};

/** The low-income credit on annual wages: full up to the band, shrinking to nothing across it. */
export const arkansasLowIncomeCredit = (
  band: ArkansasLowIncomeBand,
  annualCents: number,
): number => {
  if (annualCents >= band.zeroFromCents) return 0;
  if (annualCents <= band.fullToCents) return band.maxCents;
  return multiplyDivideRoundHalfUp(
    band.zeroFromCents - annualCents,
    band.maxCents,
    band.zeroFromCents - band.fullToCents,
  );
};

type ArkansasClaim = {
  readonly exemptions: number;
  /** The AR4EC's low-income election, with the status it names; null when not elected. */
  readonly lowIncomeStatus: ArkansasLowIncomeStatus | null;
};

/** Steps 1–6 of the formula on the period's regular wages. */
export const arkansasFormulaTax = (
  data: ArkansasYear,
  claim: ArkansasClaim,
  wagesCents: number,
  periodsPerYear: number,
  explain: Explainer,
): number => {
  const annual = wagesCents * periodsPerYear;
  explain.cents('annualWages', annual);
  explain.cents('standardDeduction', data.standardDeductionCents);
  const net = Math.max(0, annual - data.standardDeductionCents);
  const amount = net > 0 ? arkansasLookupAmount(net, data.midrangeBelowCents) : 0;
  explain.cents('annualTaxableWages', amount);
  const line = lineFor(data.lines, amount);
  // The DFA prints "rate × income − subtraction"; the explanation shows the same line as a base
  // at the line's start, to the cent, plus the rate on the excess.
  const baseCents = Math.max(
    0,
    multiplyDivideRoundHalfUp(line.overCents, line.rate.numerator, line.rate.denominator) -
      line.subtractCents,
  );
  if (amount > 0) explain.bracket({ fromCents: line.overCents, baseCents, rate: line.rate }, true);
  const gross = amount > 0 ? arkansasGrossTax(line, amount) : 0;
  explain.rounding('dollarHalfUp');
  explain.cents('annualTax', gross);
  const lowIncome =
    claim.lowIncomeStatus === null
      ? 0
      : arkansasLowIncomeCredit(
          lowIncomeBand(data.lowIncomeCredit, claim.lowIncomeStatus, claim.exemptions),
          annual,
        );
  const exemptionCredits = claim.exemptions * data.exemptionCreditCents;
  if (claim.exemptions > 0) explain.count('exemptions', claim.exemptions);
  if (lowIncome + exemptionCredits > 0) explain.cents('taxCredit', lowIncome + exemptionCredits);
  return perPeriod(Math.max(0, gross - lowIncome - exemptionCredits), periodsPerYear);
};

/** Arkansas over a given set of editions; the engine's own module uses the published ones. */
export const arkansasWithEditions = (taxYears: TaxYearEditions<ArkansasYear>): StateModule =>
  defineStateModule({
    code: 'AR',
    name: 'Arkansas',
    certificateName: 'AR4EC',
    // The instructions: an employee who files no AR4EC is withheld on with no exemptions.
    certificateSchema: z.strictObject({
      exemptions: certificateCount(),
      /** Per period. */
      additionalWithholdingCents: additionalWithholding(),
      /** The low-income election, computed with `filingStatus`. */
      lowIncomeTaxRates: certificateFlag(),
      /** The filing status named with the low-income election; nothing else uses it. */
      filingStatus: z
        .enum(['single', 'married_jointly', 'head_of_household'], {
          error: 'must be single, married_jointly or head_of_household',
        })
        .default('single'),
      /** AR4ECSP, or AR-TX-4EC for a Texarkana resident: nothing withheld. */
      exempt: certificateFlag(),
    }),
    taxYears,
    incomeTax: {
      wages: (wages) => wages.federalIncomeTaxWagesCents,
      withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, wages, explain }) => {
        if (certificate.exempt) return 0;
        // Bonus and commission are withheld on at the flat supplemental rate, whether paid alone
        // or with the regular wages, which go through the formula by themselves.
        const supplemental = Math.min(wages.supplementalCents, taxableWagesCents);
        const regular = taxableWagesCents - supplemental;
        let tax = 0;
        if (regular > 0 || supplemental === 0) {
          const claim = {
            exemptions: certificate.exemptions,
            lowIncomeStatus: certificate.lowIncomeTaxRates ? certificate.filingStatus : null,
          };
          tax = arkansasFormulaTax(data, claim, regular, periodsPerYear, explain);
        } else {
          explain.method('supplementalFlatRate');
        }
        if (supplemental > 0) {
          explain.cents('supplementalWages', supplemental);
          explain.rate('rate', data.supplementalRate);
          tax += applyRate(supplemental, data.supplementalRate);
        }
        if (certificate.additionalWithholdingCents > 0) {
          explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
        }
        return tax + certificate.additionalWithholdingCents;
      },
    },
  });

// FLAGGED: Act 1 of the 2026 First Extraordinary Session cut the top rate to 3.7% for 2026. The
// DFA's revised formula and the pay date it takes effect from are not in the sources: once they
// are, the revision is one more edition of 2026 here, `{ effectiveFrom, data }`, and no code.
export const arkansas: StateModule = arkansasWithEditions({
  2026: wholeYear(2026, ARKANSAS_FORMULA_2026_01),
});
