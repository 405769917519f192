import type { PaycheckFederalW4 } from '@paydesk/contracts';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import type { FederalTable, FederalTableSet, FederalTaxYear } from '../tax-years/tax-year-data';
import { tentativeAnnualWithholding } from './percentage-method';

export type FederalWithholding = {
  /** Amount to withhold this period (Worksheet 1A line 4b), in cents. */
  readonly taxCents: number;
  /** Worksheet 1A line 1i (2020+ W-4) or 1l (2019-or-earlier W-4), annual cents. */
  readonly adjustedAnnualWageCents: number;
};

const tableForStatus = (
  tables: FederalTableSet,
  status: PaycheckFederalW4['filingStatus'],
): FederalTable => {
  switch (status) {
    case 'married_jointly':
    case 'married':
      return tables.marriedJointly;
    case 'head_of_household':
      return tables.headOfHousehold;
    case 'single':
    case 'married_separately':
      return tables.single;
  }
};

/**
 * IRS Pub 15-T percentage method for automated payroll systems, Worksheet 1A, at full precision:
 * only the per-period amount (line 3c) is rounded, half-up to the cent. Given an explainer, the
 * worksheet's lines are recorded as they are worked (method `federalPercentage`, set by the caller).
 *
 * @param wagesCents line 1a: this period's federal income-tax wages (gross less pre-tax deductions)
 */
export const computeFederalWithholding = (
  w4: PaycheckFederalW4,
  wagesCents: number,
  periodsPerYear: number,
  year: FederalTaxYear,
  explain?: Explainer,
): FederalWithholding => {
  const annualWages = wagesCents * periodsPerYear; // 1c
  let adjusted: number;
  let table: FederalTable;
  let annualCreditCents = 0;
  if (explain !== undefined) {
    explain.cents('taxableWages', wagesCents);
    explain.count('periodsPerYear', periodsPerYear);
    explain.cents('annualWages', annualWages);
  }

  if (w4.w4Version === '2020') {
    const line1g = w4.multipleJobs
      ? 0
      : w4.filingStatus === 'married_jointly'
        ? year.line1gCents.marriedJointly
        : year.line1gCents.other;
    adjusted = Math.max(0, annualWages + w4.otherIncomeCents - (w4.deductionsCents + line1g)); // 1i
    table = tableForStatus(w4.multipleJobs ? year.checkbox : year.standard, w4.filingStatus);
    annualCreditCents = w4.dependentsCents; // 3a
    explain?.cents('standardDeduction', line1g);
  } else {
    adjusted = Math.max(0, annualWages - w4.allowances * year.legacyAllowanceCents); // 1l
    table = tableForStatus(year.standard, w4.filingStatus);
    if (w4.allowances > 0) {
      explain?.count('allowances', w4.allowances);
      explain?.cents('allowanceAmount', year.legacyAllowanceCents);
    }
  }
  explain?.cents('annualTaxableWages', adjusted);

  if (w4.exempt) {
    explain?.method('exempt');
    return { taxCents: 0, adjustedAnnualWageCents: adjusted };
  }

  // 2h − 3b = (2g − 3a) ÷ periods, kept as one fraction so it is rounded once.
  const tentative = tentativeAnnualWithholding(table, adjusted, explain);
  const afterCredits = tentative.numerator - annualCreditCents * tentative.denominator;
  const perPeriod =
    afterCredits <= 0 ? 0 : divideRoundHalfUp(afterCredits, tentative.denominator * periodsPerYear);
  if (explain !== undefined) {
    if (annualCreditCents > 0) explain.cents('dependentCredit', annualCreditCents);
    explain.cents('periodTax', perPeriod);
    if (w4.extraWithholdingCents > 0) {
      explain.cents('additionalWithholding', w4.extraWithholdingCents);
    }
  }
  return { taxCents: perPeriod + w4.extraWithholdingCents, adjustedAnnualWageCents: adjusted };
};
