import type { IsoDate } from '../dates';
import { checkDate } from './checks';
import { checkDepositSchedule } from './deposit-schedule';
import { DE_MINIMIS_THRESHOLD_CENTS, federalDeposits, type Depositor } from './federal-deposits';
import { quarterBounds, type Quarter } from './quarters';

/** The liability of the wages paid on one day: income tax plus all social security and Medicare. */
export type PayDateLiability = { payDate: IsoDate; cents: number };

/** Schedule B (Form 941): the liability of each pay date, by month, adding up to line 12. */
export type ScheduleB = {
  /** Pay dates in order; a day without wages paid has no entry. */
  days: PayDateLiability[];
  monthTotalsCents: [number, number, number];
  totalCents: number;
};

/**
 * Line 16, one box: 1 when line 12 is under $2,500 (no liability record is needed); 2 for a
 * monthly depositor for the whole quarter, with each month's liability; 3 for a depositor that
 * was semiweekly for any part of it, with Schedule B.
 */
export type Form941Line16 =
  | { box: 1 }
  | { box: 2; monthLiabilitiesCents: [number, number, number]; totalCents: number }
  | { box: 3; scheduleB: ScheduleB };

export type Line16Input = {
  year: number;
  quarter: Quarter;
  line12: number;
  /** In date order, all in the quarter, adding up to line 12. */
  byPayDate: readonly PayDateLiability[];
  depositor: Depositor;
};

/** Whether the depositor was semiweekly on some day of the quarter. */
function semiweeklyInQuarter(input: Line16Input): boolean {
  const { depositor, byPayDate } = input;
  if (checkDepositSchedule(depositor.schedule, 'depositor.schedule') === 'semiweekly') return true;
  const from = depositor.semiweeklyFrom ?? null;
  const end = quarterBounds(input.year, input.quarter).end;
  if (from !== null && checkDate(from, 'depositor.semiweeklyFrom') <= checkDate(end, 'quarter'))
    return true;
  // A $100,000 day in this very quarter turns a monthly depositor semiweekly the day after.
  return federalDeposits({ depositor, liabilities: byPayDate }).hundredThousandDay !== null;
}

export function form941Line16(input: Line16Input): Form941Line16 {
  // Under $2,500 for the quarter cannot include a $100,000 day, the exception's other condition.
  if (input.line12 < DE_MINIMIS_THRESHOLD_CENTS) return { box: 1 };
  const months: [number, number, number] = [0, 0, 0];
  const firstMonth = input.quarter * 3 - 2;
  for (const { payDate, cents } of input.byPayDate) {
    const index = Number(payDate.slice(5, 7)) - firstMonth;
    months[index] = (months[index] ?? 0) + cents;
  }
  if (!semiweeklyInQuarter(input))
    return { box: 2, monthLiabilitiesCents: months, totalCents: input.line12 };
  return {
    box: 3,
    scheduleB: { days: [...input.byPayDate], monthTotalsCents: months, totalCents: input.line12 },
  };
}
