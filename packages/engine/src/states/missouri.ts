import { z } from 'zod';
import { explanationRecorder } from '../explain/explainer';
import { applyRate, percent, type Rate } from '../rate';
import { additionalWithholding, certificateCents, certificateFlag } from './certificate-fields';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import {
  bracketsOf,
  bracketTax,
  bracketTaxPerPeriod,
  findBracket,
  type TaxBracket,
} from './graduated';
import type { LocalIncomeTaxAmount, StateYearData } from './state-module';
import { isSupplementalOnly, supplementalFlatRateTax } from './supplemental-paid-separately';

const FILING_STATUSES = [
  'single',
  'married_spouse_employed',
  'married_spouse_not_employed',
  'married_separately',
  'head_of_household',
] as const;
type MissouriStatus = (typeof FILING_STATUSES)[number];

/** The two cities whose earnings tax employers withhold, as certificate options. */
const CITIES = ['kansas_city', 'st_louis'] as const;
type MissouriCity = (typeof CITIES)[number];

type EarningsTax = {
  readonly localId: string;
  readonly name: string;
  readonly rate: Rate;
  readonly publication: string;
};

type MissouriYear = StateYearData & {
  readonly standardDeductionCents: Readonly<Record<MissouriStatus, number>>;
  /** Annual, lines "over". */
  readonly table: readonly TaxBracket[];
  readonly supplementalRate: Rate;
  readonly earningsTaxes: Readonly<Record<MissouriCity, EarningsTax>>;
};

// 2026 Missouri Withholding Tax Formula and Form 4282 (Rev. 03-2026): the standard deduction by
// MO W-4 status, no allowances and no federal tax subtracted, one table for every status.
const MISSOURI_2026: MissouriYear = {
  standardDeductionCents: {
    single: 16_100_00,
    married_spouse_employed: 16_100_00,
    married_separately: 16_100_00,
    married_spouse_not_employed: 32_200_00,
    head_of_household: 24_150_00,
  },
  table: bracketsOf([
    [0, 0, '0'],
    [1_348_00, 0, '2.0'],
    [2_696_00, 27_00, '2.5'],
    [4_044_00, 61_00, '3.0'],
    [5_392_00, 101_00, '3.5'],
    [6_740_00, 148_00, '4.0'],
    [8_088_00, 202_00, '4.5'],
    [9_436_00, 263_00, '4.7'],
  ]),
  supplementalRate: percent('4.7'),
  // Both cities levy 1% on residents' wages wherever earned and on nonresidents' wages earned in
  // the city (the rates as the cities publish them; the year of the figure is not printed).
  earningsTaxes: {
    kansas_city: {
      localId: 'MO-KANSAS-CITY',
      name: 'Kansas City',
      rate: percent('1'),
      publication: 'Earnings tax, City of Kansas City, Missouri (kcmo.gov)',
    },
    st_louis: {
      localId: 'MO-ST-LOUIS',
      name: 'St. Louis',
      rate: percent('1'),
      publication: 'Earnings tax, City of St. Louis (stlouis-mo.gov)',
    },
  },
  programmes: [],
  publication: '2026 Missouri Withholding Tax Formula; Form 4282 (Rev. 03-2026) (Missouri DOR)',
};

const cityField = (description: string) =>
  z
    .enum(['elsewhere', ...CITIES], { error: 'must be elsewhere, kansas_city or st_louis' })
    .default('elsewhere')
    .describe(description);

export const missouri = defineStateModule({
  code: 'MO',
  name: 'Missouri',
  certificateName: 'MO W-4',
  // No MO W-4 on file: single (the formula's rule); no earnings tax unless a city is given.
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(FILING_STATUSES, {
        error:
          'must be single, married_spouse_employed, married_spouse_not_employed, married_separately or head_of_household',
      })
      .default('single'),
    /** Line 2, per period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 3: a reduced amount per period, withheld instead of the formula's. */
    fixedWithholdingCents: certificateCents()
      .optional()
      .describe('Amount to withhold each pay period instead of the formula (MO W-4 line 3).'),
    exempt: certificateFlag(),
    residence: cityField(
      'City of residence: a Kansas City or St. Louis resident owes its 1% earnings tax on all wages.',
    ),
    workCity: cityField(
      'City where the employee works: a nonresident owes its 1% earnings tax on wages earned there.',
    ),
  }),
  taxYears: { 2026: wholeYear(2026, MISSOURI_2026) },
  locals: CITIES.map((city) => ({
    localId: MISSOURI_2026.earningsTaxes[city].localId,
    name: MISSOURI_2026.earningsTaxes[city].name,
    source: 'table' as const,
  })),
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, data, taxableWagesCents, periodsPerYear, wages, explain }) => {
      if (certificate.exempt) return 0;
      if (isSupplementalOnly(wages)) {
        return supplementalFlatRateTax(taxableWagesCents, data.supplementalRate, explain);
      }
      const additional = certificate.additionalWithholdingCents;
      if (certificate.fixedWithholdingCents !== undefined) {
        explain.cents('periodTax', certificate.fixedWithholdingCents);
        if (additional > 0) explain.cents('additionalWithholding', additional);
        return certificate.fixedWithholdingCents + additional;
      }
      const annualWages = taxableWagesCents * periodsPerYear;
      explain.cents('annualWages', annualWages);
      const deduction = data.standardDeductionCents[certificate.filingStatus];
      explain.cents('standardDeduction', deduction);
      const taxable = Math.max(0, annualWages - deduction);
      explain.cents('annualTaxableWages', taxable);
      explain.bracket(findBracket(data.table, taxable, 'over'), true);
      explain.cents('annualTax', bracketTax(data.table, taxable, 'over'));
      // The period's amount is rounded to the whole dollar, straight from the exact tax.
      explain.rounding('dollarHalfUp');
      const dollars = bracketTaxPerPeriod(data.table, taxable, 'over', periodsPerYear * 100);
      if (additional > 0) explain.cents('additionalWithholding', additional);
      return dollars * 100 + additional;
    },
    localTaxes: ({ certificate, data, taxableWagesCents }) =>
      CITIES.filter((city) => certificate.residence === city || certificate.workCity === city).map(
        (city): LocalIncomeTaxAmount => {
          const tax = data.earningsTaxes[city];
          const resident = certificate.residence === city;
          const explain = explanationRecorder({ method: 'flatRate', publication: tax.publication });
          explain.cents('taxableWages', taxableWagesCents);
          explain.rate(resident ? 'residentRate' : 'nonresidentRate', tax.rate);
          return {
            localId: tax.localId,
            localName: tax.name,
            taxCents: applyRate(taxableWagesCents, tax.rate),
            explanation: explain.build(),
          };
        },
      ),
  },
});
