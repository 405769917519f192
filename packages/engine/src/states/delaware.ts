import { z } from 'zod';
import { explanationRecorder } from '../explain/explainer';
import { multiplyDivideRoundHalfUp } from '../money';
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
import type { LocalIncomeTaxAmount, StateWages, StateYearData } from './state-module';

type DelawareStatus = 'single' | 'married_jointly' | 'married_separately';

/** Where the employee stands with the City of Wilmington's wage tax. */
export type WilmingtonStanding = 'none' | 'resident' | 'nonresident_working_in_city';

const WILMINGTON = { localId: 'DE-WILMINGTON', name: 'City of Wilmington' } as const;

type WilmingtonWageTax = {
  readonly rate: Rate;
  readonly publication: string;
};

type DelawareYear = StateYearData & {
  readonly standardDeductionCents: Readonly<Record<DelawareStatus, number>>;
  /** The tax computation table, annual, lines "over … but not over". */
  readonly table: readonly TaxBracket[];
  /** Subtracted from the annual tax for each exemption claimed. */
  readonly exemptionCreditCents: number;
  readonly wilmington: WilmingtonWageTax;
};

// Division of Revenue Employer's Guide, sections 15–17, with the Tax Computation Table effective
// 1 January 2025, which the guide still prints for 2026. The guide annualizes daily pay at 300
// days; the engine has no daily pay frequency.
const GUIDE_TABLE_2025: DelawareYear = {
  standardDeductionCents: {
    single: 3_250_00,
    married_jointly: 6_500_00,
    married_separately: 3_250_00,
  },
  table: bracketsOf([
    [0, 0, '0'],
    [2_000_00, 0, '2.2'],
    [5_000_00, 66_00, '3.9'],
    [10_000_00, 261_00, '4.8'],
    [20_000_00, 741_00, '5.2'],
    [25_000_00, 1_001_00, '5.55'],
    [60_000_00, 2_943_50, '6.6'],
  ]),
  exemptionCreditCents: 110_00,
  // City of Wilmington earned income ("wage") tax, Wilmington City Code §44-121: 1.25% in the
  // fiscal year from 1 July 2025. A new rate would be an edition from the first of July.
  wilmington: {
    rate: percent('1.25'),
    publication: 'Wilmington City Code §44-121, earned income tax rate FY2026 (City of Wilmington)',
  },
  programmes: [],
  publication:
    'Employer’s Guide §§15–17, Tax Computation Table effective January 1, 2025 (Delaware Division of Revenue)',
};

/**
 * The city's wage base. The city taxes earned income before 401(k) deferrals: the federal
 * payroll office's Wilmington formula takes out only the health-plan (section 125) amounts.
 */
const wilmingtonWages = (wages: StateWages): number => wages.grossCents - wages.section125Cents;

/**
 * The City of Wilmington wage tax: a resident on all wages, a nonresident on the wages earned in
 * the city — which, for an employee the certificate places at work in Wilmington, is this pay.
 */
export const wilmingtonWageTax = (
  standing: WilmingtonStanding,
  wages: StateWages,
  tax: WilmingtonWageTax,
): readonly LocalIncomeTaxAmount[] => {
  if (standing === 'none') return [];
  const explain = explanationRecorder({ method: 'flatRate', publication: tax.publication });
  const base = wilmingtonWages(wages);
  explain.cents('taxableWages', base);
  explain.rate(standing === 'resident' ? 'residentRate' : 'nonresidentRate', tax.rate);
  return [
    {
      localId: WILMINGTON.localId,
      localName: WILMINGTON.name,
      taxCents: applyRate(base, tax.rate),
      explanation: explain.build(),
    },
  ];
};

export const delaware = defineStateModule({
  code: 'DE',
  name: 'Delaware',
  certificateName: 'W-4',
  // The guide: without a certificate the employee is withheld on as single with no exemptions
  // (Delaware accepts the federal W-4's figures, or its own optional certificate).
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(['single', 'married_jointly', 'married_separately'], {
        error: 'must be single, married_jointly or married_separately',
      })
      .default('single'),
    exemptions: certificateCount(),
    /** Per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** The employee certifies no Delaware income tax liability. */
    exempt: certificateFlag(),
    /**
     * Form W-4NR: a nonresident's share of working days spent in Delaware, in percent; the tax is
     * prorated by it. 100 for residents.
     */
    delawareWorkPercent: z
      .number({ error: 'must be a whole percentage' })
      .int('must be a whole percentage')
      .min(0, 'must be from 0 to 100')
      .max(100, 'must be from 0 to 100')
      .default(100),
    /** Whether the employee lives in Wilmington, or lives elsewhere and works in the city. */
    wilmington: z
      .enum(['none', 'resident', 'nonresident_working_in_city'], {
        error: 'must be none, resident or nonresident_working_in_city',
      })
      .default('none'),
  }),
  taxYears: { 2026: wholeYear(2026, GUIDE_TABLE_2025) },
  locals: [{ ...WILMINGTON, source: 'table' }],
  incomeTax: {
    // Supplemental pay has no rule of its own in the guide: it is withheld on with the regular
    // wages of the period.
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      if (certificate.exempt) return 0;
      const annual = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annual);
      const deduction = data.standardDeductionCents[certificate.filingStatus];
      explain.cents('standardDeduction', deduction);
      const taxable = Math.max(0, annual - deduction);
      explain.cents('annualTaxableWages', taxable);
      if (taxable > 0) explain.bracket(findBracket(data.table, taxable, 'over'), true);
      const credit = certificate.exemptions * data.exemptionCreditCents;
      if (certificate.exemptions > 0) {
        explain.count('exemptions', certificate.exemptions);
        explain.cents('taxCredit', credit);
      }
      // Step 4: the exemption credits come off the annual tax, which is then spread over the year.
      const annualTax = Math.max(0, bracketTax(data.table, taxable, 'over') - credit);
      explain.cents('annualTax', annualTax);
      const periodTax = perPeriod(annualTax, periodsPerYear);
      // Section 16: a nonresident's tax is the resident's, times the Delaware share of the days.
      const prorated = multiplyDivideRoundHalfUp(periodTax, certificate.delawareWorkPercent, 100);
      if (certificate.additionalWithholdingCents > 0) {
        explain.cents('additionalWithholding', certificate.additionalWithholdingCents);
      }
      return prorated + certificate.additionalWithholdingCents;
    },
    // The city's tax stands apart from the state's: a Delaware exemption does not reach it.
    localTaxes: ({ certificate, data, wages }) =>
      wilmingtonWageTax(certificate.wilmington, wages, data.wilmington),
  },
});
