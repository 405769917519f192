import { z } from 'zod';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent } from '../rate';
import { additionalWithholding, certificateCount, certificateFlag } from './certificate-fields';
import {
  NEW_YORK_CITY_ALLOWANCES,
  NEW_YORK_CITY_TABLE,
  NEW_YORK_PERIODS,
  NEW_YORK_STATE_ALLOWANCES,
  NEW_YORK_STATE_METHOD_III,
  NEW_YORK_STATE_TABLES,
  YONKERS_RESIDENT_PERCENT,
  type NewYorkAllowanceTable,
  type NewYorkAnnualLine,
  type NewYorkPeriod,
} from './data/new-york-tables';
import { defineStateModule } from './define-state-module';
import { wholeYear } from './editions';
import { bracketsOf, bracketTax, findBracket, type TaxBracket } from './graduated';
import type { StateYearData } from './state-module';

/** IT-2104 status. "Married, but withhold at the higher single rate" takes the single tables. */
export type NewYorkFilingStatus = 'single' | 'married' | 'married_higher_single_rate';
type TableStatus = 'single' | 'married';

const tableStatus = (status: NewYorkFilingStatus): TableStatus =>
  status === 'married' ? 'married' : 'single';

/**
 * A period's table from the annual one: line starts ÷ periods to the dollar, amounts to add
 * ÷ periods to the cent (how NYS-50-T prints every period's table; see the data file).
 */
export const newYorkPeriodTable = (
  lines: readonly NewYorkAnnualLine[],
  periodsPerYear: number,
): readonly TaxBracket[] =>
  bracketsOf(
    lines.map(([atLeast, add, rate]) => [
      divideRoundHalfUp(atLeast, periodsPerYear) * 100,
      divideRoundHalfUp(add * 100, periodsPerYear),
      rate,
    ]),
  );

type PeriodTables = {
  readonly state: Readonly<Record<TableStatus, readonly TaxBracket[]>>;
  /** Where each state table ends, per period (dollars rounded like the line starts). */
  readonly stateTopCents: Readonly<Record<TableStatus, number>>;
  readonly city: readonly TaxBracket[];
};

const periodTables = (periods: number): PeriodTables => ({
  state: {
    single: newYorkPeriodTable(NEW_YORK_STATE_TABLES.single.lines, periods),
    married: newYorkPeriodTable(NEW_YORK_STATE_TABLES.married.lines, periods),
  },
  stateTopCents: {
    single: divideRoundHalfUp(NEW_YORK_STATE_TABLES.single.topDollars, periods) * 100,
    married: divideRoundHalfUp(NEW_YORK_STATE_TABLES.married.topDollars, periods) * 100,
  },
  city: newYorkPeriodTable(NEW_YORK_CITY_TABLE, periods),
});

const PERIOD_TABLES: Readonly<Record<NewYorkPeriod, PeriodTables>> = {
  weekly: periodTables(NEW_YORK_PERIODS.weekly),
  biweekly: periodTables(NEW_YORK_PERIODS.biweekly),
  semimonthly: periodTables(NEW_YORK_PERIODS.semimonthly),
  monthly: periodTables(NEW_YORK_PERIODS.monthly),
  daily: periodTables(NEW_YORK_PERIODS.daily),
};

const METHOD_III = bracketsOf(
  NEW_YORK_STATE_METHOD_III.map(([from, rate]) => [from * 100, 0, rate]),
);

/** Step 1: wages less Table A (deduction plus exemptions), never below zero. */
const netWages = (
  wagesCents: number,
  table: NewYorkAllowanceTable,
  status: TableStatus,
  exemptions: number,
): number =>
  Math.max(0, wagesCents - table.deductionCents[status] - exemptions * table.exemptionCents);

/** NYS Method II (exact calculation), switching to Method III above the tables. */
export const newYorkStateTax = (
  wagesCents: number,
  filingStatus: NewYorkFilingStatus,
  exemptions: number,
  period: NewYorkPeriod,
): number => {
  const status = tableStatus(filingStatus);
  const periods = NEW_YORK_PERIODS[period];
  const tables = PERIOD_TABLES[period];
  const net = netWages(wagesCents, NEW_YORK_STATE_ALLOWANCES[period], status, exemptions);
  const annualNet = net * periods;
  if (
    annualNet >= NEW_YORK_STATE_TABLES[status].topDollars * 100 ||
    net >= tables.stateTopCents[status]
  ) {
    // Method III: rate × annualized net ÷ periods, which is rate × the period's net.
    return applyRate(net, findBracket(METHOD_III, annualNet, 'atLeast').rate);
  }
  // Steps 2–3: "at least … but less than" lines; the product is rounded before the add.
  return bracketTax(tables.state[status], net, 'atLeast');
};

/** NYC resident tax: one rate table for all statuses, its own Table A and allowances. */
export const newYorkCityTax = (
  wagesCents: number,
  filingStatus: NewYorkFilingStatus,
  exemptions: number,
  period: NewYorkPeriod,
): number => {
  const status = tableStatus(filingStatus);
  const net = netWages(wagesCents, NEW_YORK_CITY_ALLOWANCES[period], status, exemptions);
  return bracketTax(PERIOD_TABLES[period].city, net, 'atLeast');
};

/** Yonkers resident surcharge: 16.75% of the NYS tax (before additional withholding). */
export const yonkersResidentTax = (newYorkStateTaxCents: number): number =>
  applyRate(newYorkStateTaxCents, percent(YONKERS_RESIDENT_PERCENT));

type NewYorkYear = StateYearData;

// NY Paid Family Leave 2026: 0.432% of wages, at most $411.91 in the year (NYS-50-T-NYS (1/26) per
// the reference's ZP source; medium confidence). Employee only. NY disability (DBL, 0.5% up to
// $0.60 a week) is not in the stored sources and not computed.
const NEW_YORK_2026: NewYorkYear = {
  programmes: [
    {
      code: 'NY_PFL',
      wageBasis: 'unemployment',
      employeeRate: percent('0.432'),
      maxEmployeeCents: 411_91,
    },
  ],
};

export const newYork = defineStateModule({
  code: 'NY',
  name: 'New York',
  certificateName: 'IT-2104',
  // No IT-2104 on file: single with zero allowances (general practice; the reference does not
  // capture NY's rule). Flagged in docs/state-coverage.md.
  certificateSchema: z.strictObject({
    filingStatus: z
      .enum(['single', 'married', 'married_higher_single_rate'], {
        error: 'must be single, married or married_higher_single_rate',
      })
      .default('single'),
    /** Line 1: allowances for New York State and Yonkers. */
    allowances: certificateCount(),
    /** Line 2: allowances for New York City (residents). */
    cityAllowances: certificateCount(),
    /** Lines 3–5, per pay period. */
    additionalWithholdingCents: additionalWithholding(),
    additionalCityWithholdingCents: additionalWithholding(),
    additionalYonkersWithholdingCents: additionalWithholding(),
    /** Where the employee lives: NYC and Yonkers residents owe their city's tax too. */
    residence: z
      .enum(['elsewhere', 'new_york_city', 'yonkers'], {
        error: 'must be elsewhere, new_york_city or yonkers',
      })
      .default('elsewhere'),
    /** IT-2104-E on file: no New York State, City or Yonkers tax withheld. */
    exempt: certificateFlag(),
  }),
  taxYears: { 2026: wholeYear(2026, NEW_YORK_2026) },
  incomeTax: {
    wages: (wages) => wages.federalIncomeTaxWagesCents,
    withhold: ({ certificate, taxableWagesCents, payFrequency }) => {
      if (certificate.exempt) return 0;
      const { filingStatus, allowances } = certificate;
      return (
        newYorkStateTax(taxableWagesCents, filingStatus, allowances, payFrequency) +
        certificate.additionalWithholdingCents
      );
    },
    localTaxes: ({ certificate, taxableWagesCents, payFrequency }) => {
      if (certificate.exempt) return [];
      const { filingStatus, allowances, cityAllowances, residence } = certificate;
      if (residence === 'new_york_city') {
        const taxCents = newYorkCityTax(
          taxableWagesCents,
          filingStatus,
          cityAllowances,
          payFrequency,
        );
        return [
          {
            localId: 'NYC',
            taxCents: taxCents + certificate.additionalCityWithholdingCents,
          },
        ];
      }
      if (residence === 'yonkers') {
        const stateCents = newYorkStateTax(
          taxableWagesCents,
          filingStatus,
          allowances,
          payFrequency,
        );
        return [
          {
            localId: 'YONKERS',
            taxCents:
              yonkersResidentTax(stateCents) + certificate.additionalYonkersWithholdingCents,
          },
        ];
      }
      return [];
    },
  },
});
