import { toDayNumber, type IsoDate } from '../dates';
import { addMonths, dayOfMonth, fromDayNumber, partsOf, weekdayOf } from '../calendar/day-numbers';
import { EngineInputError } from '../errors';
import { checkCents, checkDate } from './checks';
import { checkDepositSchedule, type DepositSchedule } from './deposit-schedule';
import { addIrsBusinessDays, irsDueDate, nextIrsBusinessDay } from './irs-calendar';
import { form941DueDate, quarterBounds, quarterOfMonth, type Quarter } from './quarters';

/** What the company owes the IRS for the wages paid on one day. */
export type FederalLiability = {
  /** The day wages were paid: the liability arises then (cash basis), not when it was earned. */
  payDate: IsoDate;
  /**
   * Income tax withheld + employee and employer social security and Medicare + Additional
   * Medicare, in cents. Several entries for one day add up.
   */
  cents: number;
};

export type Depositor = {
  /** The schedule on the first pay date given (`depositScheduleFor`). */
  schedule: DepositSchedule;
  /** A monthly depositor deposits semiweekly from this day on (`depositScheduleFor`). */
  semiweeklyFrom?: IsoDate | null;
};

export type FederalDepositsInput = {
  depositor: Depositor;
  /** The liabilities of one calendar year, in any order; pass whole quarters (see `withReturn`). */
  liabilities: readonly FederalLiability[];
};

/** Which rule set the due date: the schedule's, or the $100,000 next-day rule. */
export type DepositRule = 'monthly' | 'semiweekly' | 'next_day';

export type FederalDeposit = {
  quarter: Quarter;
  /** The days whose liabilities the deposit covers, both included. */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  cents: number;
  rule: DepositRule;
  dueDate: IsoDate;
  /**
   * The quarter's liability is under $2,500 with no $100,000 day, so it may be paid with Form
   * 941 instead; `dueDate` is then the return's due date. A quarter still in progress can lose
   * this when later pay dates raise its total.
   */
  withReturn: boolean;
};

export type FederalDeposits = {
  deposits: FederalDeposit[];
  /**
   * The day on which the company, as a monthly depositor, accumulated $100,000 and so turned
   * semiweekly, if it happened here; keep it for next year's `depositScheduleFor`.
   */
  hundredThousandDay: IsoDate | null;
};

/** Pub 15 §11: $100,000 accumulated on any day is due the next business day. */
export const NEXT_DAY_THRESHOLD_CENTS = 10_000_000;
/** Pub 15 §11: a quarter's liability under $2,500 may be paid with the return. */
export const DE_MINIMIS_THRESHOLD_CENTS = 250_000;

type Period = { kind: DepositSchedule; start: number; end: number; dueDate: IsoDate };

const WEDNESDAY = 3;
const FRIDAY = 5;
const SATURDAY = 6;

function monthlyPeriod(day: number): Period {
  const { year, month } = partsOf(day);
  const next = addMonths(year, month, 1);
  return {
    kind: 'monthly',
    start: dayOfMonth(year, month, 1),
    end: dayOfMonth(year, month, 31),
    dueDate: irsDueDate(fromDayNumber(dayOfMonth(next.year, next.month, 15))),
  };
}

/**
 * Wednesday–Friday or Saturday–Tuesday, cut at the quarter's edges. Both parts of a cut period
 * keep its due date: the third business day after its Friday or Tuesday, which is the Wednesday
 * or Friday after it plus a day for each legal holiday among those three weekdays.
 */
function semiweeklyPeriod(day: number): Period {
  const weekday = weekdayOf(day);
  const midweek = weekday >= WEDNESDAY && weekday <= FRIDAY;
  const start = day - (midweek ? weekday - WEDNESDAY : (weekday - SATURDAY + 7) % 7);
  const end = start + (midweek ? 2 : 3);
  const { year, month } = partsOf(day);
  const quarter = quarterBounds(year, quarterOfMonth(month));
  return {
    kind: 'semiweekly',
    start: Math.max(start, toDayNumber(quarter.start)),
    end: Math.min(end, toDayNumber(quarter.end)),
    dueDate: addIrsBusinessDays(fromDayNumber(end), 3),
  };
}

/** The liabilities summed by pay date, in date order, all in one year. */
function dailyLiabilities(liabilities: readonly FederalLiability[]): [number, number][] {
  const byDay = new Map<number, number>();
  let year: string | null = null;
  liabilities.forEach((liability, index) => {
    const field = `liabilities[${index}]`;
    const day = checkDate(liability.payDate, `${field}.payDate`);
    const cents = checkCents(liability.cents, `${field}.cents`);
    year ??= liability.payDate.slice(0, 4);
    if (liability.payDate.slice(0, 4) !== year)
      throw new EngineInputError(`${field}.payDate`, `must be in ${year}, as the first pay date`);
    byDay.set(day, (byDay.get(day) ?? 0) + cents);
  });
  return [...byDay.entries()].sort(([a], [b]) => a - b);
}

/** Pay-with-the-return quarters: under $2,500 and no $100,000 day. */
function markDeMinimisQuarters(deposits: FederalDeposit[], year: number): void {
  for (const quarter of new Set(deposits.map((deposit) => deposit.quarter))) {
    const ofQuarter = deposits.filter((deposit) => deposit.quarter === quarter);
    const total = ofQuarter.reduce((sum, deposit) => sum + deposit.cents, 0);
    if (total >= DE_MINIMIS_THRESHOLD_CENTS || ofQuarter.some((d) => d.rule === 'next_day'))
      continue;
    const dueDate = form941DueDate(year, quarter);
    for (const deposit of ofQuarter) Object.assign(deposit, { withReturn: true, dueDate });
  }
}

/**
 * Groups a year's federal liabilities into the deposits Pub 15 §11 asks for: by month (due the
 * 15th of the next month) or by semiweekly period (due the Wednesday or Friday after), each due
 * date moved past weekends and legal holidays. Within a deposit period, the day the accumulated
 * liability reaches $100,000 closes a deposit due the next business day, and accumulation starts
 * again the next day. Deposits of no cents are left out.
 */
export function federalDeposits(input: FederalDepositsInput): FederalDeposits {
  const schedule = checkDepositSchedule(input.depositor.schedule, 'depositor.schedule');
  const switchDate = input.depositor.semiweeklyFrom ?? null;
  let semiweeklyFrom =
    schedule === 'semiweekly'
      ? Number.NEGATIVE_INFINITY
      : switchDate === null
        ? null
        : checkDate(switchDate, 'depositor.semiweeklyFrom');
  const days = dailyLiabilities(input.liabilities);
  const deposits: FederalDeposit[] = [];
  let hundredThousandDay: number | null = null;
  let period: Period | null = null;
  let from = 0;
  let cents = 0;

  const close = (end: number, rule: DepositRule, dueDate: IsoDate): void => {
    if (cents > 0) {
      const quarter = quarterOfMonth(partsOf(from).month);
      const [periodStart, periodEnd] = [fromDayNumber(from), fromDayNumber(end)];
      deposits.push({ quarter, periodStart, periodEnd, cents, rule, dueDate, withReturn: false });
    }
    from = end + 1;
    cents = 0;
  };

  for (const [day, amount] of days) {
    const kind = semiweeklyFrom !== null && day >= semiweeklyFrom ? 'semiweekly' : 'monthly';
    if (period === null || kind !== period.kind || day > period.end) {
      // A monthly period that a switch cuts short ends the day before the switch.
      if (period) {
        const end =
          kind !== period.kind && semiweeklyFrom !== null
            ? Math.min(period.end, semiweeklyFrom - 1)
            : period.end;
        close(end, period.kind, period.dueDate);
      }
      period = kind === 'monthly' ? monthlyPeriod(day) : semiweeklyPeriod(day);
      from = period.start;
    }
    cents += amount;
    if (cents >= NEXT_DAY_THRESHOLD_CENTS) {
      close(day, 'next_day', nextIrsBusinessDay(fromDayNumber(day)));
      if (kind === 'monthly' && hundredThousandDay === null) {
        hundredThousandDay = day;
        semiweeklyFrom = day + 1;
      }
    }
  }
  if (period) close(period.end, period.kind, period.dueDate);
  const first = days[0];
  if (first) markDeMinimisQuarters(deposits, partsOf(first[0]).year);
  return {
    deposits,
    hundredThousandDay: hundredThousandDay === null ? null : fromDayNumber(hundredThousandDay),
  };
}
