import type { IsoDate } from '../dates';
import { checkCalendarYear } from '../calendar/calendar-range';
import { EngineInputError } from '../errors';
import { checkCents } from './checks';
import { futaQuarterDueDate, quarterBounds, QUARTERS, type Quarter } from './quarters';

export type FutaDepositsInput = {
  year: number;
  /**
   * The FUTA liability of each quarter so far, first quarter first (one to four entries): the
   * quarter's taxable FUTA wages × 0.6%; the fourth includes the credit reduction (Form 940
   * lines 16a–16d, or `futaLiabilitiesByQuarter` during the year).
   */
  quarterLiabilitiesCents: readonly number[];
};

export type FutaDeposit = {
  /** The quarter whose end made the amount due. */
  quarter: Quarter;
  /** From the first quarter not yet deposited to the end of `quarter`. */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  cents: number;
  dueDate: IsoDate;
  /** The fourth quarter's $500 or less, which may be paid with Form 940 instead. */
  withReturn: boolean;
};

export type FutaDeposits = {
  deposits: FutaDeposit[];
  /** What is owed but not yet due, after the last quarter given (0 once the fourth is given). */
  carriedCents: number;
};

/** Pub 15 §14: a FUTA liability of more than $500 must be deposited. */
export const FUTA_DEPOSIT_THRESHOLD_CENTS = 50_000;

/**
 * FUTA deposits of a year (Pub 15 §14): each quarter's liability is added to what was carried;
 * over $500 is due the last day of the month after the quarter, $500 or less is carried on. The
 * fourth quarter's amount, whatever it is, is due by the Form 940 due date.
 */
export function futaDeposits(input: FutaDepositsInput): FutaDeposits {
  const { year, quarterLiabilitiesCents: liabilities } = input;
  checkCalendarYear(year);
  if (liabilities.length < 1 || liabilities.length > 4)
    throw new EngineInputError('quarterLiabilitiesCents', 'must have one to four quarters');
  const deposits: FutaDeposit[] = [];
  let carried = 0;
  let firstQuarter: Quarter = 1;
  for (const quarter of QUARTERS.slice(0, liabilities.length)) {
    const index = quarter - 1;
    carried += checkCents(liabilities[index] ?? 0, `quarterLiabilitiesCents[${index}]`);
    const over = carried > FUTA_DEPOSIT_THRESHOLD_CENTS;
    if (!over && (quarter !== 4 || carried === 0)) continue;
    deposits.push({
      quarter,
      periodStart: quarterBounds(year, firstQuarter).start,
      periodEnd: quarterBounds(year, quarter).end,
      cents: carried,
      dueDate: futaQuarterDueDate(year, quarter),
      withReturn: !over,
    });
    carried = 0;
    if (quarter !== 4) firstQuarter = (quarter + 1) as Quarter;
  }
  return { deposits, carriedCents: carried };
}
