import { z } from 'zod';
import type { Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent, type Rate } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  explainAdditional,
  perPeriod,
} from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { applyRateToDollar } from './per-period';
import type { StateYearData } from './state-module';

type NorthCarolinaYear = StateYearData & {
  /** The withholding rate, which is not the income-tax rate (3.99% + 0.1%). */
  readonly rate: Rate;
  /** Annual standard deduction: one schedule for single/MFS and MFJ/QSS, another for HOH. */
  readonly standardDeductionCents: number;
  readonly headOfHouseholdDeductionCents: number;
  /** Per NC-4 allowance, annual. */
  readonly allowanceCents: number;
};

// NC-30 (2026): "3.99% plus 0.1% … a withholding tax rate of 4.09%"; standard deduction $12,750
// ($19,125 head of household); $2,500 per allowance; the tax rounded to the whole dollar.
const NORTH_CAROLINA_2026: NorthCarolinaYear = {
  rate: percent('4.09'),
  standardDeductionCents: 12_750_00,
  headOfHouseholdDeductionCents: 19_125_00,
  allowanceCents: 2_500_00,
  programmes: [],
  publication: 'NC-30 (2026), North Carolina Department of Revenue',
};

const explainDeductions = (
  explain: Explainer,
  deductionCents: number,
  allowances: number,
  perAllowanceCents: number,
): void => {
  explain.cents('standardDeduction', deductionCents);
  if (allowances > 0) {
    explain.count('allowances', allowances);
    explain.cents('allowanceAmount', perAllowanceCents);
  }
};

/** The pay periods NC-30 prints per-period tables for; any other period is annualized (§27). */
const PRINTED_PERIODS = new Set([52, 26, 24, 12]);

export const northCarolina = defineStateModule({
  code: 'NC',
  name: 'North Carolina',
  certificateName: 'NC-4',
  // No NC-4 on file: single, no allowances.
  certificateSchema: z.strictObject({
    /** `single` covers married filing separately; `married_jointly` the qualifying widow(er). */
    filingStatus: z
      .enum(['single', 'head_of_household', 'married_jointly'], {
        error: 'must be single, head_of_household or married_jointly',
      })
      .default('single'),
    /** Line 1. */
    allowances: certificateCount(),
    /** Line 2, per period (the form asks for whole dollars). */
    additionalWithholdingCents: additionalWithholding(),
  }),
  taxYears: { 2026: wholeYear(2026, NORTH_CAROLINA_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, explain }) => {
      const deduction =
        certificate.filingStatus === 'head_of_household'
          ? data.headOfHouseholdDeductionCents
          : data.standardDeductionCents;
      const { allowances } = certificate;
      let taxCents: number;
      if (PRINTED_PERIODS.has(periodsPerYear)) {
        // The printed per-period constants, each rounded to the cent (weekly $245.19, $48.08).
        const periodDeduction = perPeriod(deduction, periodsPerYear);
        const perAllowance = perPeriod(data.allowanceCents, periodsPerYear);
        const taxable = Math.max(
          0,
          taxableWagesCents - periodDeduction - allowances * perAllowance,
        );
        explain.method('flatRate');
        explainDeductions(explain, periodDeduction, allowances, perAllowance);
        explain.cents('periodTaxableWages', taxable);
        explain.rate('rate', data.rate);
        taxCents = applyRateToDollar(taxable, data.rate);
      } else {
        // Annualized (NC-30 p. 19): the annual tax to the cent, then ÷ periods to the whole dollar.
        const annualWages = taxableWagesCents * periodsPerYear;
        const annual = Math.max(0, annualWages - deduction - allowances * data.allowanceCents);
        const annualTaxCents = applyRate(annual, data.rate);
        explain.cents('annualWages', annualWages);
        explainDeductions(explain, deduction, allowances, data.allowanceCents);
        explain.cents('annualTaxableWages', annual);
        explain.rate('rate', data.rate);
        explain.cents('annualTax', annualTaxCents);
        taxCents = divideRoundHalfUp(annualTaxCents, periodsPerYear * 100) * 100;
      }
      explain.rounding('dollarHalfUp');
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return taxCents + certificate.additionalWithholdingCents;
    },
  },
});
