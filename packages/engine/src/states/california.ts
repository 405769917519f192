import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import type { Explainer } from '../explain/explainer';
import { percent } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
} from './certificate-fields';
import {
  CALIFORNIA_2026,
  type CaliforniaFilingStatus,
  type CaliforniaPeriod,
  type CaliforniaPeriodTables,
} from './data/california-tables';
import { wagesWithHsaTaxed } from './hsa-taxed-wages';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketTax } from './graduated';
import type { StateYearData } from './state-module';

type CaliforniaYear = StateYearData & {
  readonly tables: Readonly<Record<CaliforniaPeriod, CaliforniaPeriodTables>>;
};

/** The DE 4 lines Method B reads. */
export type CaliforniaAllowances = {
  readonly filingStatus: 'single' | 'married' | 'head_of_household';
  /** Line 1a: regular withholding allowances (Worksheet A), credited against the tax. */
  readonly regularAllowances: number;
  /** Line 1b: allowances for estimated deductions (Worksheet B), deducted from wages. */
  readonly estimatedDeductionAllowances: number;
};

const STATUS_TABLE: Readonly<Record<CaliforniaAllowances['filingStatus'], CaliforniaFilingStatus>> =
  {
    single: 'single',
    married: 'married',
    head_of_household: 'headOfHousehold',
  };

// DE 44 prints Tables 2 and 4 up to 10 allowances; beyond, the one-allowance figure is multiplied
// (stated for Table 4, footnote "15 allowances → 15 × $3.24"; applied to Table 2 alike).
const estimatedDeduction = (tables: CaliforniaPeriodTables, allowances: number): number => {
  if (allowances === 0) return 0;
  const printed = tables.estimatedDeductionCents[allowances - 1];
  return printed ?? allowances * (tables.estimatedDeductionCents[0] ?? 0);
};

/** Table 4: the exemption allowance credit for the line 1a allowances. */
export const californiaExemptionCredit = (
  tables: CaliforniaPeriodTables,
  allowances: number,
): number =>
  tables.exemptionCreditCents[allowances] ?? allowances * (tables.exemptionCreditCents[1] ?? 0);

/**
 * Method B for one period's wages, before line 2's additional amount. Tables 1 and 3 read the
 * married "2 or more allowances" column on the total of lines 1a and 1b (the schedules say
 * "allowances claimed" without naming the line: an assumption shared with the reference's source).
 * Given an explainer, each table's figure is recorded: the low-income exemption only when it is
 * what leaves nothing to withhold, Table 2's estimated deduction as the exemption amount.
 */
export const californiaMethodB = (
  wagesCents: number,
  allowances: CaliforniaAllowances,
  tables: CaliforniaPeriodTables,
  explain?: Explainer,
): number => {
  const { filingStatus, regularAllowances, estimatedDeductionAllowances } = allowances;
  const wideColumn =
    filingStatus === 'head_of_household' ||
    (filingStatus === 'married' && regularAllowances + estimatedDeductionAllowances >= 2);
  const column = wideColumn ? 1 : 0;
  // Step 1: at or below the low-income exemption nothing is withheld.
  if (wagesCents <= tables.lowIncomeExemptionCents[column]) {
    explain?.cents('exemptionAmount', tables.lowIncomeExemptionCents[column]);
    return 0;
  }
  // Steps 2–3: estimated deduction (Table 2), then standard deduction (Table 3).
  const estimated = estimatedDeduction(tables, estimatedDeductionAllowances);
  const standard = tables.standardDeductionCents[column];
  const taxableCents = wagesCents - estimated - standard;
  // Steps 4–5: the period's rate table, less the exemption allowance credit (Table 4).
  const credit = californiaExemptionCredit(tables, regularAllowances);
  if (explain !== undefined) {
    if (estimated > 0) explain.cents('exemptionAmount', estimated);
    explain.cents('standardDeduction', standard);
    explain.cents('periodTaxableWages', Math.max(0, taxableCents));
  }
  const tax = bracketTax(
    tables.brackets[STATUS_TABLE[filingStatus]],
    taxableCents,
    'over',
    explain,
  );
  if (explain !== undefined && regularAllowances > 0) {
    explain.count('allowances', regularAllowances);
    explain.cents('taxCredit', credit);
  }
  return Math.max(0, tax - credit);
};

/**
 * The annualized variant an employer may elect (DE 44 Examples E and F): Method B on the annual
 * tables for wages × periods, divided back to the period. The engine itself withholds by the
 * period's tables; this is here for employers who compare, and for the published examples.
 */
export const californiaAnnualizedMethodB = (
  wagesCents: number,
  periodsPerYear: number,
  allowances: CaliforniaAllowances,
  tables: CaliforniaPeriodTables,
): number =>
  divideRoundHalfUp(
    californiaMethodB(wagesCents * periodsPerYear, allowances, tables),
    periodsPerYear,
  );

// EDD 2026 SDI: 1.30% of all wages, employee only; no taxable wage limit since 2024 (SB 951).
// Source per the reference: ZP "EDD 2026 SDI contribution rate release" (secondary, medium).
const CALIFORNIA_YEAR_2026: CaliforniaYear = {
  tables: CALIFORNIA_2026,
  programmes: [
    {
      code: 'CA_SDI',
      wageBasis: 'unemployment',
      employeeRate: percent('1.3'),
      publication: 'EDD 2026 SDI contribution rate release',
    },
  ],
  publication: 'DE 44, California Employer’s Guide (Rev. 52 4-26), Method B',
};

export const california = defineStateModule({
  code: 'CA',
  name: 'California',
  certificateName: 'DE 4',
  // No DE 4 on file: Single with zero allowances (EDD). A pre-2020 federal W-4 that an employee
  // never replaced by a DE 4 may also be honoured; give its allowances here in that case.
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(['single', 'married', 'head_of_household'], {
        error: 'must be single, married or head_of_household',
      })
      .default('single'),
    regularAllowances: certificateCount(),
    estimatedDeductionAllowances: certificateCount(),
    /** Line 2, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    /** Line 3 (no tax liability) or line 4 (military spouse): nothing is withheld. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, CALIFORNIA_YEAR_2026) },
  incomeTax: {
    // California conforms to the federal exclusion of 401(k) deferrals and section 125 plans,
    // but not to health savings accounts: HSA contributions stay wages.
    wages: wagesWithHsaTaxed,
    withhold: ({ certificate, data, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      explain.method('periodPercentage');
      const tax = californiaMethodB(
        taxableWagesCents,
        certificate,
        data.tables[payFrequency],
        explain,
      );
      // Line 2 applies even when the low-income exemption leaves the formula at zero.
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return tax + certificate.additionalWithholdingCents;
    },
  },
});
