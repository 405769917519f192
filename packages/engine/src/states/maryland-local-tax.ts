import type { Explainer } from '../explain/explainer';
import { explanationRecorder } from '../explain/explainer';
import { applyRate, percent, type Rate } from '../rate';
import type {
  MarylandCounty,
  MarylandLocalSchedule,
  MarylandSchedule,
} from './data/maryland-tables';
import {
  bracketsOf,
  bracketTax,
  bracketTaxPerPeriod,
  findBracket,
  type TaxBracket,
} from './graduated';
import { annualRateByPeriod } from './per-period';
import type { LocalIncomeTaxAmount, StateLocal } from './state-module';

/** Whose rate a Maryland local line is withheld at. */
export type MarylandLocalBasis =
  /**
   * A county's tax. `table`: a resident's, at the printed table the Guide has employers use.
   * `actual`: a Pennsylvania domiciliary's (MW507 line 5), at the work county's actual rate.
   */
  | { readonly kind: 'county'; readonly county: MarylandCounty; readonly rate: 'table' | 'actual' }
  /** The special nonresident rate, which stands in for a county's tax. */
  | { readonly kind: 'nonresident' };

/** What a year's data holds for the local lines. */
export type MarylandLocalYear = {
  /** By county code. */
  readonly local: Readonly<Record<string, MarylandLocalSchedule>>;
  readonly nonresidentRate: Rate;
  readonly localPublication: string;
};

export const MARYLAND_NONRESIDENT_LOCAL_ID = 'MD-NONRESIDENT';
const NONRESIDENT_NAME = 'Maryland nonresident';

/** The local lines the Maryland module can produce, for the calculator's catalogue. */
export const marylandLocals = (counties: readonly MarylandCounty[]): readonly StateLocal[] => [
  ...counties.map((county): StateLocal => ({
    localId: `MD-${county.code}`,
    name: county.name,
    source: 'table',
  })),
  { localId: MARYLAND_NONRESIDENT_LOCAL_ID, name: NONRESIDENT_NAME, source: 'table' },
];

type LocalAmounts = { readonly annualCents: number; readonly periodCents: number };

/** One rate on the whole annual taxable income, spread over the periods and rounded once. */
const flatTax = (taxableCents: number, rate: Rate, periods: number): LocalAmounts => ({
  annualCents: applyRate(taxableCents, rate),
  periodCents: annualRateByPeriod(taxableCents, rate, periods),
});

const countyTax = (
  schedule: MarylandLocalSchedule,
  basis: 'table' | 'actual',
  status: MarylandSchedule,
  taxableCents: number,
  periods: number,
  explain: Explainer,
): LocalAmounts => {
  if (schedule.kind === 'flat') {
    const rate = percent(basis === 'table' ? schedule.tablePercent : schedule.actualPercent);
    explain.rate('rate', rate);
    return flatTax(taxableCents, rate, periods);
  }
  const rows: readonly TaxBracket[] = bracketsOf(schedule.rows[status]);
  const row = findBracket(rows, taxableCents, 'over');
  if (schedule.kind === 'bands') {
    explain.rate('rate', row.rate);
    return flatTax(taxableCents, row.rate, periods);
  }
  explain.bracket(row, true);
  return {
    annualCents: bracketTax(rows, taxableCents, 'over'),
    periodCents: bracketTaxPerPeriod(rows, taxableCents, 'over', periods),
  };
};

/**
 * A local line: the county's tax (or the nonresident rate) on the same annual taxable income as
 * the state's, divided by the periods. The Guide prints state and local as one combined rate;
 * each is rounded on its own here, as each is its own line.
 */
export const marylandLocalTax = (
  year: MarylandLocalYear,
  basis: MarylandLocalBasis,
  status: MarylandSchedule,
  annualTaxableCents: number,
  periodsPerYear: number,
  recordIncome: (explain: Explainer) => void,
): LocalIncomeTaxAmount => {
  const explain = explanationRecorder({
    method: 'annualizedPercentage',
    publication: year.localPublication,
  });
  recordIncome(explain);
  let amounts: LocalAmounts;
  if (basis.kind === 'nonresident') {
    explain.rate('nonresidentRate', year.nonresidentRate);
    amounts = flatTax(annualTaxableCents, year.nonresidentRate, periodsPerYear);
  } else {
    const schedule = year.local[basis.county.code];
    if (schedule === undefined) {
      throw new RangeError(`Maryland has no local rate on file for county ${basis.county.code}`);
    }
    amounts = countyTax(schedule, basis.rate, status, annualTaxableCents, periodsPerYear, explain);
  }
  explain.cents('annualTax', amounts.annualCents);
  return basis.kind === 'nonresident'
    ? {
        localId: MARYLAND_NONRESIDENT_LOCAL_ID,
        localName: NONRESIDENT_NAME,
        taxCents: amounts.periodCents,
        explanation: explain.build(),
      }
    : {
        localId: `MD-${basis.county.code}`,
        localName: basis.county.name,
        taxCents: amounts.periodCents,
        explanation: explain.build(),
      };
};
