import type { IsoDate } from '../dates';
import { checkCalendarYear } from '../calendar/calendar-range';
import { fromDayNumber } from '../calendar/day-numbers';
import { EngineInputError } from '../errors';
import { checkCents, checkDate } from './checks';

/** How often a Form 941 filer deposits its employment taxes (Pub 15 §11). */
export type DepositSchedule = 'monthly' | 'semiweekly';

/** Why the schedule applies, as a code the screens translate. */
export type DepositScheduleReason =
  | 'new_employer'
  | 'lookback_at_most_50000'
  | 'lookback_over_50000'
  | 'hundred_thousand_day_last_year';

export type DepositScheduleInput = {
  year: number;
  /**
   * The Form 941 line 12 amounts, as first reported, of the four quarters of the lookback period
   * (1 July two years before to 30 June of the year before). `null` when the company had no
   * business then: a new employer. Quarters before the business started count as zero.
   */
  lookbackLiabilityCents: number | null;
  /**
   * The latest day on which the company, as a monthly depositor, accumulated $100,000 or more
   * (`federalDeposits`' `hundredThousandDay`). Only a day of this year or the year before counts.
   */
  hundredThousandDay?: IsoDate | null;
};

export type DepositScheduleDecision = {
  /** The schedule on 1 January. */
  schedule: DepositSchedule;
  reason: DepositScheduleReason;
  /** The lookback period the reason speaks of. */
  lookback: { start: IsoDate; end: IsoDate };
  /**
   * The day a monthly depositor turns semiweekly for the rest of the year: the day after its
   * $100,000 day this year. `null` when that does not happen (or would only happen next year).
   */
  semiweeklyFrom: IsoDate | null;
};

/** Pub 15: up to and including $50,000 in the lookback period, the company deposits monthly. */
export const LOOKBACK_THRESHOLD_CENTS = 5_000_000;

/** The lookback period of a Form 941 filer for a calendar year. */
export const lookbackPeriod = (year: number): { start: IsoDate; end: IsoDate } => {
  checkCalendarYear(year);
  return { start: `${year - 2}-07-01`, end: `${year - 1}-06-30` };
};

/**
 * The deposit schedule of a Form 941 filer for a year. A monthly depositor that accumulates
 * $100,000 on one day becomes semiweekly the next day for the rest of that year and all of the
 * next, whatever its lookback says.
 */
export function depositScheduleFor(input: DepositScheduleInput): DepositScheduleDecision {
  const { year, lookbackLiabilityCents } = input;
  const lookback = lookbackPeriod(year);
  if (lookbackLiabilityCents !== null) checkCents(lookbackLiabilityCents, 'lookbackLiabilityCents');
  const fromLookback: { schedule: DepositSchedule; reason: DepositScheduleReason } =
    lookbackLiabilityCents === null
      ? { schedule: 'monthly', reason: 'new_employer' }
      : lookbackLiabilityCents > LOOKBACK_THRESHOLD_CENTS
        ? { schedule: 'semiweekly', reason: 'lookback_over_50000' }
        : { schedule: 'monthly', reason: 'lookback_at_most_50000' };
  const hundredThousandDay = input.hundredThousandDay ?? null;
  if (fromLookback.schedule === 'semiweekly' || hundredThousandDay === null)
    return { ...fromLookback, lookback, semiweeklyFrom: null };

  const day = checkDate(hundredThousandDay, 'hundredThousandDay');
  const dayYear = Number(hundredThousandDay.slice(0, 4));
  if (dayYear === year - 1)
    return {
      schedule: 'semiweekly',
      reason: 'hundred_thousand_day_last_year',
      lookback,
      semiweeklyFrom: null,
    };
  if (dayYear !== year) return { ...fromLookback, lookback, semiweeklyFrom: null };
  const next = fromDayNumber(day + 1);
  return {
    ...fromLookback,
    lookback,
    semiweeklyFrom: Number(next.slice(0, 4)) === year ? next : null,
  };
}

/** Whether a schedule text is one of the two. */
export function checkDepositSchedule(schedule: string, field: string): DepositSchedule {
  if (schedule !== 'monthly' && schedule !== 'semiweekly')
    throw new EngineInputError(field, "must be 'monthly' or 'semiweekly'");
  return schedule;
}
