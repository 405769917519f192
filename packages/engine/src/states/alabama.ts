import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** The A-4's exemption claim: code 0, S, MS, M or H. */
export type AlabamaStatus =
  'no_personal_exemption' | 'single' | 'married_separately' | 'married' | 'head_of_family';

/**
 * A standard deduction that shrinks as the annual gross income grows: the full amount up to the
 * ceiling, less `reductionCents` for each `stepCents` or part of it above, never below the floor.
 */
type AlabamaStandardDeduction = {
  readonly amountCents: number;
  readonly ceilingCents: number;
  readonly stepCents: number;
  readonly reductionCents: number;
  readonly floorCents: number;
};

/** The dependent exemption for annual gross income up to `upToCents` (null: above the rest). */
type AlabamaDependentLine = { readonly upToCents: number | null; readonly amountCents: number };

type AlabamaYear = StateYearData & {
  /** Code 0 takes the single deduction. */
  readonly standardDeductions: Readonly<
    Record<Exclude<AlabamaStatus, 'no_personal_exemption'>, AlabamaStandardDeduction>
  >;
  readonly personalExemptionCents: Readonly<Record<AlabamaStatus, number>>;
  readonly dependentExemptions: readonly AlabamaDependentLine[];
  /** Married (code M) has its own brackets; every other code shares one set. */
  readonly marriedBrackets: readonly TaxBracket[];
  readonly otherBrackets: readonly TaxBracket[];
  /** The flat rate a bonus or commission paid on its own may be withheld at. */
  readonly supplementalRate: Rate;
};

// ALDOR Withholding Tax Tables and Instructions (rev. August 2024), still the edition in force for
// 2026; the figures also match Ala. Admin. Code r. 810-3-71-.02.
const BOOKLET_2024_08: AlabamaYear = {
  standardDeductions: {
    single: {
      amountCents: 3_000_00,
      ceilingCents: 25_999_00,
      stepCents: 500_00,
      reductionCents: 25_00,
      floorCents: 2_500_00,
    },
    married_separately: {
      amountCents: 4_250_00,
      ceilingCents: 12_999_00,
      stepCents: 250_00,
      reductionCents: 88_00,
      floorCents: 2_500_00,
    },
    married: {
      amountCents: 8_500_00,
      ceilingCents: 25_999_00,
      stepCents: 500_00,
      reductionCents: 175_00,
      floorCents: 5_000_00,
    },
    head_of_family: {
      amountCents: 5_200_00,
      ceilingCents: 25_999_00,
      stepCents: 500_00,
      reductionCents: 135_00,
      floorCents: 2_500_00,
    },
  },
  personalExemptionCents: {
    no_personal_exemption: 0,
    single: 1_500_00,
    married_separately: 1_500_00,
    married: 3_000_00,
    head_of_family: 3_000_00,
  },
  dependentExemptions: [
    { upToCents: 50_000_00, amountCents: 1_000_00 },
    { upToCents: 100_000_00, amountCents: 500_00 },
    { upToCents: null, amountCents: 300_00 },
  ],
  marriedBrackets: bracketsOf([
    [0, 0, '2'],
    [1_000_00, 20_00, '4'],
    [6_000_00, 220_00, '5'],
  ]),
  otherBrackets: bracketsOf([
    [0, 0, '2'],
    [500_00, 10_00, '4'],
    [3_000_00, 110_00, '5'],
  ]),
  supplementalRate: percent('5'),
  programmes: [],
  publication: 'Withholding Tax Tables and Instructions, rev. August 2024 (Alabama DOR)',
};

/** The standard deduction for an annual gross income: each step begun above the ceiling counts. */
export const alabamaStandardDeduction = (
  line: AlabamaStandardDeduction,
  annualGrossCents: number,
): number => {
  const above = annualGrossCents - line.ceilingCents;
  const steps = above > 0 ? Math.ceil(above / line.stepCents) : 0;
  return Math.max(line.floorCents, line.amountCents - steps * line.reductionCents);
};

const dependentExemption = (lines: readonly AlabamaDependentLine[], annualGross: number): number =>
  lines.find((line) => line.upToCents === null || annualGross <= line.upToCents)?.amountCents ?? 0;

/** A bonus or commission paid on its own: nothing but supplemental wages in the paycheck. */
const isSupplementalAlone = (grossCents: number, supplementalCents: number): boolean =>
  supplementalCents > 0 && supplementalCents >= grossCents;

type AnnualizedInput = {
  readonly data: AlabamaYear;
  readonly status: AlabamaStatus;
  readonly dependents: number;
  readonly taxableWagesCents: number;
  readonly federalIncomeTaxCents: number;
  readonly periodsPerYear: number;
  readonly explain: Explainer;
};

/**
 * The booklet's formula: annual gross income, less the standard deduction, the federal income tax
 * withheld (annualized), the personal and dependent exemptions; taxed annually, then ÷ periods.
 */
export const alabamaPeriodTax = (input: AnnualizedInput): number => {
  const { data, status, dependents, periodsPerYear, explain } = input;
  const annualGross = input.taxableWagesCents * periodsPerYear;
  explain.cents('annualWages', annualGross);
  const deductionLine =
    data.standardDeductions[status === 'no_personal_exemption' ? 'single' : status];
  const standardDeduction = alabamaStandardDeduction(deductionLine, annualGross);
  explain.cents('standardDeduction', standardDeduction);
  const federalTax = input.federalIncomeTaxCents * periodsPerYear;
  explain.cents('federalTaxDeduction', federalTax);
  const personal = data.personalExemptionCents[status];
  explain.cents('personalExemption', personal);
  const dependentTotal = dependents * dependentExemption(data.dependentExemptions, annualGross);
  if (dependents > 0) {
    explain.count('exemptions', dependents);
    explain.cents('exemptionAmount', dependentTotal);
  }
  const taxable = Math.max(
    0,
    annualGross - standardDeduction - federalTax - personal - dependentTotal,
  );
  explain.cents('annualTaxableWages', taxable);
  const brackets = status === 'married' ? data.marriedBrackets : data.otherBrackets;
  if (taxable > 0) explain.bracket(findBracket(brackets, taxable, 'over'), true);
  // The booklet's example rounds the annual tax to the cent before dividing it by the periods.
  const annualTax = bracketTax(brackets, taxable, 'over');
  explain.cents('annualTax', annualTax);
  return perPeriod(annualTax, periodsPerYear);
};

export const alabama = defineStateModule({
  code: 'AL',
  name: 'Alabama',
  certificateName: 'A-4',
  // The booklet: an employee who files no A-4 is withheld on as code 0 (no personal exemption);
  // the federal W-4 is not accepted in its place.
  certificateSchema: z.strictObject({
    /** The personal exemption claimed: code 0, S, MS, M or H. */
    filingStatus: z
      .enum(
        ['no_personal_exemption', 'single', 'married_separately', 'married', 'head_of_family'],
        {
          error:
            'must be no_personal_exemption, single, married_separately, married or head_of_family',
        },
      )
      .default('no_personal_exemption'),
    /** Dependents claimed. */
    dependents: certificateCount(),
    /** Per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Form A4-MS: a military spouse exempt under the Military Spouses Residency Relief Act. */
    militarySpouseExempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, BOOKLET_2024_08) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: (input) => {
      const { certificate, data, taxableWagesCents, wages, explain } = input;
      if (certificate.militarySpouseExempt) {
        explain.method('exempt');
        return 0;
      }
      let tax: number;
      if (isSupplementalAlone(wages.grossCents, wages.supplementalCents)) {
        // The booklet allows 5% on a bonus or commission paid on its own; paid with the regular
        // wages, it is withheld on with them.
        explain.method('supplementalFlatRate');
        explain.cents('supplementalWages', taxableWagesCents);
        explain.rate('rate', data.supplementalRate);
        tax = applyRate(taxableWagesCents, data.supplementalRate);
      } else {
        tax = alabamaPeriodTax({
          data,
          status: certificate.filingStatus,
          dependents: certificate.dependents,
          taxableWagesCents,
          federalIncomeTaxCents: input.federalIncomeTaxCents,
          periodsPerYear: input.periodsPerYear,
          explain,
        });
      }
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
