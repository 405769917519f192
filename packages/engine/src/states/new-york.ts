import { z } from 'zod';
import { explanationRecorder, type Explainer } from '../explain/explainer';
import { divideRoundHalfUp } from '../money';
import { applyRate, percent } from '../rate';
import {
  additionalWithholding,
  certificateCount,
  certificateFlag,
  explainAdditional,
} from './certificate-fields';
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
  explain: Explainer | undefined,
): number => {
  const net = Math.max(
    0,
    wagesCents - table.deductionCents[status] - exemptions * table.exemptionCents,
  );
  if (explain !== undefined) {
    explain.cents('standardDeduction', table.deductionCents[status]);
    if (exemptions > 0) {
      explain.count('allowances', exemptions);
      explain.cents('allowanceAmount', table.exemptionCents);
    }
    explain.cents('periodTaxableWages', net);
  }
  return net;
};

/**
 * NYS Method II (exact calculation), switching to Method III above the tables. Given an
 * explainer, Table A's figures and the table line are recorded, or Method III's annual rate.
 */
export const newYorkStateTax = (
  wagesCents: number,
  filingStatus: NewYorkFilingStatus,
  exemptions: number,
  period: NewYorkPeriod,
  explain?: Explainer,
): number => {
  const status = tableStatus(filingStatus);
  const periods = NEW_YORK_PERIODS[period];
  const tables = PERIOD_TABLES[period];
  const allowances = NEW_YORK_STATE_ALLOWANCES[period];
  const net = netWages(wagesCents, allowances, status, exemptions, explain);
  const annualNet = net * periods;
  if (
    annualNet >= NEW_YORK_STATE_TABLES[status].topDollars * 100 ||
    net >= tables.stateTopCents[status]
  ) {
    // Method III: rate × annualized net ÷ periods, which is rate × the period's net.
    const { rate } = findBracket(METHOD_III, annualNet, 'atLeast');
    if (explain !== undefined) {
      explain.method('annualizedPercentage');
      explain.cents('annualTaxableWages', annualNet);
      explain.rate('rate', rate);
    }
    return applyRate(net, rate);
  }
  explain?.method('periodPercentage');
  // Steps 2–3: "at least … but less than" lines; the product is rounded before the add.
  return bracketTax(tables.state[status], net, 'atLeast', explain);
};

/** NYC resident tax: one rate table for all statuses, its own Table A and allowances. */
export const newYorkCityTax = (
  wagesCents: number,
  filingStatus: NewYorkFilingStatus,
  exemptions: number,
  period: NewYorkPeriod,
  explain?: Explainer,
): number => {
  const status = tableStatus(filingStatus);
  const allowances = NEW_YORK_CITY_ALLOWANCES[period];
  const net = netWages(wagesCents, allowances, status, exemptions, explain);
  return bracketTax(PERIOD_TABLES[period].city, net, 'atLeast', explain);
};

const YONKERS_RATE = percent(YONKERS_RESIDENT_PERCENT);

/** Yonkers resident surcharge: 16.75% of the NYS tax (before additional withholding). */
export const yonkersResidentTax = (newYorkStateTaxCents: number): number =>
  applyRate(newYorkStateTaxCents, YONKERS_RATE);

type NewYorkYear = StateYearData & {
  /** The city and Yonkers lines' publications (the state's is `publication`). */
  readonly cityPublication: string;
  readonly yonkersPublication: string;
};

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
      publication: 'NYS-50-T-NYS (1/26)',
    },
  ],
  publication: 'NYS-50-T-NYS (1/26), Method II',
  cityPublication: 'NYS-50-T-NYC (1/26), Method II',
  yonkersPublication: 'NYS-50-T-Y (1/26)',
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
    withhold: ({ certificate, taxableWagesCents, payFrequency, explain }) => {
      if (certificate.exempt) return 0;
      const { filingStatus, allowances } = certificate;
      const taxCents = newYorkStateTax(
        taxableWagesCents,
        filingStatus,
        allowances,
        payFrequency,
        explain,
      );
      explainAdditional(explain, certificate.additionalWithholdingCents);
      return taxCents + certificate.additionalWithholdingCents;
    },
    localTaxes: ({ certificate, data, taxableWagesCents, payFrequency, periodsPerYear }) => {
      if (certificate.exempt) return [];
      const { filingStatus, allowances, cityAllowances, residence } = certificate;
      if (residence === 'new_york_city') {
        const explain = explanationRecorder({
          method: 'periodPercentage',
          publication: data.cityPublication,
        });
        explain.cents('taxableWages', taxableWagesCents);
        explain.count('periodsPerYear', periodsPerYear);
        const taxCents = newYorkCityTax(
          taxableWagesCents,
          filingStatus,
          cityAllowances,
          payFrequency,
          explain,
        );
        explainAdditional(explain, certificate.additionalCityWithholdingCents);
        return [
          {
            localId: 'NYC',
            taxCents: taxCents + certificate.additionalCityWithholdingCents,
            explanation: explain.build(),
          },
        ];
      }
      if (residence === 'yonkers') {
        const explain = explanationRecorder({
          method: 'surcharge',
          publication: data.yonkersPublication,
        });
        explain.cents('taxableWages', taxableWagesCents);
        explain.count('periodsPerYear', periodsPerYear);
        const stateCents = newYorkStateTax(
          taxableWagesCents,
          filingStatus,
          allowances,
          payFrequency,
        );
        explain.cents('baseTax', stateCents);
        explain.rate('rate', YONKERS_RATE);
        explainAdditional(explain, certificate.additionalYonkersWithholdingCents);
        return [
          {
            localId: 'YONKERS',
            taxCents:
              yonkersResidentTax(stateCents) + certificate.additionalYonkersWithholdingCents,
            explanation: explain.build(),
          },
        ];
      }
      return [];
    },
  },
});
